import { AUTO_ACCEPT_MS, type Claim, type ClaimItem } from './trendyol-state';

/** The app an audit row names for a change made through the Partner API (docs "Get Claim Audit Information"). */
export const INTEGRATION_APP = 'SellerIntegrationApi';
const TRENDYOL_APP = 'Trendyol';

/** Moves a claim item and writes its audit row. */
export function moveClaimItem(claim: Claim, item: ClaimItem, status: ClaimItem['status'], now: number, executorApp = TRENDYOL_APP): void {
  claim.audits.push({ claimItemId: item.id, previousStatus: item.status, newStatus: status, executorApp, date: now });
  item.status = status;
  item.waitingSince = status === 'WaitingInAction' ? now : null;
  item.resolved = status === 'Accepted' || status === 'Rejected' || status === 'Cancelled';
  claim.lastModifiedDate = now;
}

/** Time moves a claim: the return package arrives (Created → WaitingInAction); 48 hours unanswered accept it. */
export function settleClaim(claim: Claim, now: number): void {
  for (const { items } of claim.lines) {
    for (const item of items) {
      if (item.status === 'Created' && claim.arrivesAt <= now) moveClaimItem(claim, item, 'WaitingInAction', claim.arrivesAt);
      if (item.status === 'WaitingInAction' && item.waitingSince !== null && item.waitingSince + AUTO_ACCEPT_MS <= now) {
        moveClaimItem(claim, item, 'Accepted', item.waitingSince + AUTO_ACCEPT_MS);
        item.autoAccepted = true;
      }
    }
  }
}
