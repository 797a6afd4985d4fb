// Realistic Turkish products for the catalog benchmarks: a seller's titles, EAN-13 barcodes,
// prices and descriptions of the sizes a marketplace listing has. Deterministic for a given
// seed, so two runs seed and import the same data.

const MATERIALS = [
  'Pamuklu',
  'Keten',
  'Deri',
  'Yün',
  'Çelik',
  'Seramik',
  'Ahşap',
  'Organik',
  'Su Geçirmez',
  'Kışlık',
  'Yazlık',
  'Ergonomik',
  'Katlanabilir',
  'İpek',
  'Örme',
];
const KINDS = [
  { name: 'Tişört', code: 'TSH', category: 'Giyim > Tişört' },
  { name: 'Gömlek', code: 'GML', category: 'Giyim > Gömlek' },
  { name: 'Kazak', code: 'KZK', category: 'Giyim > Kazak' },
  { name: 'Pantolon', code: 'PNT', category: 'Giyim > Pantolon' },
  { name: 'Elbise', code: 'ELB', category: 'Giyim > Elbise' },
  { name: 'Spor Ayakkabı', code: 'AYK', category: 'Ayakkabı > Spor' },
  { name: 'Omuz Çantası', code: 'CNT', category: 'Aksesuar > Çanta' },
  { name: 'Cüzdan', code: 'CZD', category: 'Aksesuar > Cüzdan' },
  { name: 'Termos', code: 'TRM', category: 'Ev > Mutfak' },
  { name: 'Kupa', code: 'KUP', category: 'Ev > Mutfak' },
  { name: 'Tencere Seti', code: 'TNC', category: 'Ev > Mutfak' },
  { name: 'Havlu', code: 'HVL', category: 'Ev > Banyo' },
  { name: 'Nevresim Takımı', code: 'NVR', category: 'Ev > Yatak Odası' },
  { name: 'Yastık', code: 'YST', category: 'Ev > Yatak Odası' },
  { name: 'Kilim', code: 'KLM', category: 'Ev > Halı ve Kilim' },
  { name: 'Kol Saati', code: 'SAT', category: 'Aksesuar > Saat' },
  { name: 'Kablosuz Kulaklık', code: 'KLK', category: 'Elektronik > Ses' },
  { name: 'Telefon Kılıfı', code: 'KLF', category: 'Elektronik > Aksesuar' },
  { name: 'Sırt Çantası', code: 'SRT', category: 'Aksesuar > Çanta' },
  { name: 'Atkı', code: 'ATK', category: 'Aksesuar > Atkı ve Bere' },
];
const COLOURS = ['Siyah', 'Beyaz', 'Kırmızı', 'Lacivert', 'Yeşil', 'Sarı', 'Gri', 'Bej', 'Mor', 'Turuncu', 'Pembe', 'Kahverengi'];
const VARIANTS = ['S', 'M', 'L', 'XL', '500 ml', '1 L', 'Çift Kişilik', 'Tek Kişilik', '42 Numara', 'Standart Boy'];
const BRANDS = [
  'Tezgah Basics',
  'Anadolu Tekstil',
  'Boğaziçi',
  'Kapadokya Home',
  'Ege Dokuma',
  'İstanbul Deri',
  'Karadeniz Örme',
  'Marmara Mutfak',
];
const SENTENCES = [
  'Günlük kullanım için tasarlanmış, uzun ömürlü ve kolay temizlenen bir üründür.',
  'Ürünlerimiz Türkiye’de üretilmekte olup her parti kalite kontrolünden geçirilmektedir.',
  'Renkler ekran ayarlarına göre fotoğraftakinden biraz farklı görünebilir.',
  'Siparişleriniz iş günlerinde saat 15:00’e kadar verildiğinde aynı gün kargoya teslim edilir.',
  'Yıkama talimatı: 30 derecede, benzer renklerle yıkayınız; çamaşır suyu kullanmayınız.',
  'İade ve değişim işlemleri teslimattan itibaren 14 gün içinde ücretsiz yapılabilir.',
  'Hediye paketi seçeneği sipariş notu bırakılarak ücretsiz olarak talep edilebilir.',
  'Ölçü tablosunu incelemenizi, arada kalırsanız bir büyük bedeni seçmenizi öneririz.',
  'Ambalajımız geri dönüştürülebilir kartondan üretilmiştir.',
  'Ürün, ilgili Türk standartlarına ve CE yönetmeliklerine uygundur.',
];
const MARKETPLACES = ['trendyol', 'hepsiburada', 'amazon', 'n11', 'boyner'];

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same products. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** A valid EAN-13 with Turkey's 869 prefix, unique per `n` below 10^9. */
function barcodeOf(n) {
  const body = `869${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A price a seller would set: whole liras ending in ,90 or ,99. */
const priceOf = (random) => Math.floor(20 + random() * 2480) + (random() < 0.5 ? 0.9 : 0.99);

/**
 * The `n`-th product of a catalogue as a ProductInput of the API (what a seller sends): SKU
 * `<skuPrefix>-<kind>-<n>`, a title of brand, material, kind, colour and variant, a 13-digit
 * barcode, a description of 3-6 sentences (~250-550 characters), 1-4 images, stock 1-500.
 */
export function productInput(random, n, skuPrefix) {
  const kind = pick(random, KINDS);
  const brand = pick(random, BRANDS);
  const sku = `${skuPrefix}-${kind.code}-${String(n).padStart(6, '0')}`;
  const price = priceOf(random);
  const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(random, SENTENCES));
  return {
    sku,
    title: `${brand} ${pick(random, MATERIALS)} ${kind.name} ${pick(random, COLOURS)} ${pick(random, VARIANTS)}`,
    barcode: barcodeOf(n),
    price,
    sale_price: random() < 0.3 ? Math.round(price * 80) / 100 : null,
    currency: 'TRY',
    stock: 1 + Math.floor(random() * 500),
    description: sentences.join(' '),
    category: kind.category,
    brand,
    images: Array.from(
      { length: 1 + Math.floor(random() * 4) },
      (_, i) => `https://cdn.tezgah.example/urun/${sku.toLowerCase()}/${i + 1}.jpg`,
    ),
  };
}

/** The marketplaces a seeded product is listed on: none for most, one to three for some. */
export function marketplacesOf(random) {
  return random() < 0.6 ? [] : MARKETPLACES.filter(() => random() < 0.4);
}

/** A word in about one title in twelve (a colour): a search that matches thousands of products. */
export const COMMON_TITLE_WORD = 'siyah';
