import { type AmazonItemIssue, fieldMessage } from '@tezgah/contracts';

/** An issue as Listings Items and the feed processing report carry it. */
export interface ListingIssueWire {
  code: string;
  message: string;
  severity: string;
  attributeNames?: string[];
}

/** The code of the INFO issue a new product gets when it joins an existing catalogue entry by its EAN. */
export const MERGED_ISSUE_CODE = '99022';

/** Amazon's issue codes a seller meets most, with their Turkish reason; others are named by code. */
const REASONS: Record<string, (issue: ListingIssueWire) => string> = {
  '8541': (issue) =>
    fieldMessage(
      issue.attributeNames?.includes('externally_assigned_product_identifier')
        ? 'amazon_listing_asin_creation_restricted'
        : 'amazon_listing_asin_unknown',
    ),
  '8560': () => fieldMessage('amazon_listing_content_promotional'),
  '8105': () => fieldMessage('amazon_listing_content_html'),
  '90220': (issue) => fieldMessage('amazon_listing_attribute_missing', { attributes: issue.attributeNames ?? [] }),
  '90244': (issue) => fieldMessage('amazon_listing_attribute_invalid', { attributes: issue.attributeNames ?? [] }),
};

export function toItemIssue(issue: ListingIssueWire): AmazonItemIssue {
  const reason = REASONS[issue.code]?.(issue) ?? fieldMessage('amazon_listing_rejected', { code: issue.code });
  return { code: issue.code, message: reason, amazon_message: issue.message, attribute_names: issue.attributeNames ?? [] };
}

/** An item's errors and warnings (INFO issues other than the merge are Amazon's remarks, not problems). */
export function splitIssues(issues: ListingIssueWire[]): { errors: AmazonItemIssue[]; warnings: AmazonItemIssue[]; merged: boolean } {
  return {
    errors: issues.filter((issue) => issue.severity === 'ERROR').map(toItemIssue),
    warnings: issues.filter((issue) => issue.severity === 'WARNING').map(toItemIssue),
    merged: issues.some((issue) => issue.code === MERGED_ISSUE_CODE),
  };
}
