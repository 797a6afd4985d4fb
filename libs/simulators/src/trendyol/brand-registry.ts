import { BRANDS } from './trendyol-reference';

export interface Brand {
  id: number;
  name: string;
}

/** A seller's application for a new brand, reviewed by Trendyol in 3 to 7 business days (spec, PENDING_BRAND). */
export interface BrandApplication extends Brand {
  supplierId: string;
  status: 'UNDER_REVIEW' | 'APPROVED' | 'REJECTED';
  applicationDate: number;
}

/**
 * Trendyol's brand directory: the fixed brands and those approved on application. A brand under
 * review already has its id, which only its applicant may put on products; they wait for the
 * brand before their own review.
 */
export class BrandRegistry {
  readonly applications: BrandApplication[] = [];

  clear(): void {
    this.applications.length = 0;
  }

  /** getBrands' list: the fixture, then the brands approved on application. */
  directory(): Brand[] {
    return [
      ...BRANDS,
      ...this.applications.filter((application) => application.status === 'APPROVED').map(({ id, name }) => ({ id, name })),
    ];
  }

  /** The brand a seller may name on a product: one of the directory, or its own application under review. */
  usableBy(id: number, supplierId: string): Brand | undefined {
    const application = this.applications.find((candidate) => candidate.id === id && candidate.supplierId === supplierId);
    if (application?.status === 'UNDER_REVIEW') return { id, name: application.name };
    return this.directory().find((brand) => brand.id === id);
  }

  underReview(id: number | null): boolean {
    return this.applications.some((application) => application.id === id && application.status === 'UNDER_REVIEW');
  }

  /** A name already in the directory or applied for cannot be applied for again (case-sensitive, as Trendyol matches names). */
  apply(application: BrandApplication): boolean {
    if (this.directory().some((brand) => brand.name === application.name)) return false;
    if (this.applications.some((candidate) => candidate.name === application.name && candidate.status !== 'REJECTED')) return false;
    this.applications.push(application);
    return true;
  }
}
