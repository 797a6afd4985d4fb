import { type BulkImportRequest, type BulkRejection, fieldMessage, type ProductInput } from '@tezgah/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { problemsOf, undeclaredNulls } from '../http/validation.pipe';
import { ProductInputDto } from './dto/product-input.dto';

/**
 * Splits a bulk import's elements into those to import and those refused (decisions §6): each
 * element validated as a create would be, then a SKU repeated among the valid ones is refused
 * from its second occurrence with `resource.conflict`. A rejection names the first field at fault.
 */
export function sortBulkElements(elements: unknown[]): BulkImportRequest {
  const products: BulkImportRequest['products'] = [];
  const rejections: BulkRejection[] = [];
  const seen = new Set<string>();
  elements.forEach((element, index) => {
    const sku = typeof (element as { sku?: unknown } | null)?.sku === 'string' ? (element as { sku: string }).sku : '';
    if (typeof element !== 'object' || element === null || Array.isArray(element)) {
      rejections.push({ index, sku, code: 'validation.failed', field: '', message: fieldMessage('type_object') });
      return;
    }
    const product = plainToInstance(ProductInputDto, element);
    const problems = problemsOf(validateSync(product, { whitelist: true, forbidNonWhitelisted: true }));
    const problem = undeclaredNulls(ProductInputDto, element, problems).first();
    if (problem) {
      rejections.push({ index, sku, code: 'validation.failed', field: problem.field, message: problem.problem.message });
    } else if (seen.has(sku)) {
      rejections.push({ index, sku, code: 'resource.conflict', field: 'sku', message: fieldMessage('sku_repeated') });
    } else {
      seen.add(sku);
      products.push({ index, product: { ...product } as ProductInput });
    }
  });
  return { products, rejections };
}
