import { DomainError } from '@tezgah/errors';

/** Amazon's refusals a seller can act on, as 422 `business.invalid` with a Turkish message on the field concerned. */
const MESSAGES = {
  grant_expired: 'Amazon yetkisi geçersiz veya süresi dolmuş (6 ay kullanılmayan yetkiler düşer). Lütfen Amazon bağlantısını yeniden yetkilendirin.',
  code_invalid: 'Amazon yetkilendirme kodu geçersiz veya süresi dolmuş. Lütfen bağlantıyı yeniden başlatın.',
  access_denied: 'Amazon bu satıcı hesabına erişim izni vermedi. Lütfen Amazon bağlantısını yeniden yetkilendirin.',
  not_participating: 'Bu Amazon satıcı hesabı Amazon.com.tr pazaryerinde satış yapmıyor.',
} as const;

export function amazonRefusal(field: 'refresh_token' | 'code' | 'selling_partner_id', reason: keyof typeof MESSAGES): DomainError {
  return new DomainError('business.invalid', { [field]: [{ code: `amazon_${reason}`, message: MESSAGES[reason] }] });
}
