import { renderLabelsPdf } from './label-pdf';
import { labelContent } from './test/label-fixtures';

describe('renderLabelsPdf', () => {
  it('writes a PDF with a page object per package', async () => {
    const pdf = await renderLabelsPdf([
      labelContent({ package_count: 2 }),
      labelContent({ tracking_number: 'YK100000000002', package_count: 3 }),
    ]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(5);
  });

  it('refuses a tracking number too long for a barcode a scanner reads on the label', async () => {
    await expect(renderLabelsPdf([labelContent(), labelContent({ tracking_number: 'X'.repeat(40) })])).rejects.toThrow(/too long/);
  });
});
