// The seller console in a real browser (docs/console.md): Debian's Chromium driven by
// playwright-core against `npm start`. A seller signs in, creates a product, imports a CSV and
// watches the job finish, connects Trendyol, receives a sandbox order, ships it with a label, sees
// its invoice, resends a dead webhook delivery; a viewer sees no write action; every screen passes
// axe-core without a serious violation. Screenshots land in docs/console/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, freePorts, type NpmStart, npmStart, uniqueGtin13 } from '@tezgah/testing';
import { type ConsoleBrowser, launchChromium, seriousViolations } from './browser';

const START_MS = 120_000;
const SHOTS = path.resolve(__dirname, '../../docs/console');
const unique = `${Date.now().toString(36)}`;
const barcode = uniqueGtin13();

/** Waits for what arrives in the background (an ingested order, an issued invoice), reloading the screen every few seconds. */
async function visibleAfterReloads(page: Page, target: Locator, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await target.waitFor({ timeout: 3_000 });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
}

describe('the seller console in Chromium', () => {
  let system: NpmStart;
  let chrome: ConsoleBrowser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  const supplier = String(300_000 + Math.floor(Math.random() * 600_000));

  beforeAll(async () => {
    const [port, sandboxPort] = await freePorts(2);
    dataDir = mkdtempSync(path.join(tmpdir(), 'tezgah-console-'));
    system = await npmStart(
      {
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        TEZGAH_DATA_DIR: dataDir,
        TEZGAH_WEBHOOK_RETRY_DELAYS_S: '0,0,0,0,0,0',
        TEZGAH_WEBHOOK_TIMEOUT_MS: '1000',
        SANDBOX_TRACKING_STEP_MS: '1000',
        SANDBOX_INVOICE_ACCEPT_MS: '500',
      },
      { name: 'console', readyTimeoutMs: START_MS },
    );
    chrome = await launchChromium();
    context = await chrome.browser.newContext({ locale: 'tr-TR', viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(system.banner.console).origin });
    page = await context.newPage();
  }, START_MS + 30_000);

  afterAll(async () => {
    await chrome?.close();
    await system?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const screen = async (name: string) => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };
  const token = async (email: string) => {
    const response = await fetch(`${system.banner.api}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const signIn = async (email: string) => {
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
  };

  it('serves the console compressed and cached from the gateway, first load under a second', async () => {
    const index = await fetch(system.banner.console, { headers: { 'accept-encoding': 'br' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-encoding')).toBe('br');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
    const asset = await fetch(new URL(script ?? '', system.banner.console), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');

    // Cold cache (a new context); the page's own clock from navigation start to the form drawn,
    // taken in the page as the button appears (not after the test's own polling for it).
    await page.addInitScript(() => {
      const drawn = () => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Giriş yap');
      const observer = new MutationObserver(() => {
        if (!drawn()) return;
        Object.assign(window, { formDrawnAt: performance.now() });
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(system.banner.console);
    await page.getByRole('button', { name: 'Giriş yap' }).waitFor();
    const firstLoadMs = await page.evaluate(() => Math.round((window as unknown as { formDrawnAt: number }).formDrawnAt));
    console.log(`console first load: ${firstLoadMs} ms`);
    expect(firstLoadMs).toBeLessThan(1000);
    await screen('sign-in');
  });

  it('refuses wrong credentials with the Turkish message, then signs the owner in', async () => {
    await page.getByLabel('E-posta').fill('owner@demo.tezgah.dev');
    await page.getByLabel('Şifre').fill('yanlis-sifre-123');
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/\S/);
    await signIn('owner@demo.tezgah.dev');
    await page.getByRole('heading', { name: /Merhaba/ }).waitFor();
    expect(await page.getByTestId('who').textContent()).toContain('kiracı: ');
    await page.getByTestId('attention').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates a product, showing the server’s field messages first', async () => {
    await page.getByRole('link', { name: 'Ürünler' }).click();
    await page.getByRole('button', { name: 'Yeni ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni ürün' });
    await dialog.getByLabel('SKU').fill(`KNS-${unique}`);
    await dialog.getByLabel('Fiyat', { exact: true }).fill('-5');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.locator('.field-error').first().waitFor();
    await screen('product-errors');
    await dialog.getByLabel('Başlık').fill('Konsol ürünü');
    await dialog.getByLabel('Stok').fill('10');
    await dialog.getByLabel('Barkod').fill(barcode);
    // A value that reads two ways is refused in its field; nothing is sent.
    const price = dialog.getByLabel('Fiyat', { exact: true });
    await price.fill('1.250');
    const priceField = dialog.locator('.field').filter({ has: page.getByLabel('Fiyat', { exact: true }) });
    expect(await priceField.locator('.field-error').textContent()).toMatch(/iki türlü okunabilir/);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await expect(dialog.isVisible()).resolves.toBe(true);
    // The Turkish decimal comma, typed key by key as a seller does, and what will be saved shown before saving.
    await price.fill('');
    await price.pressSequentially('120,50');
    expect(await dialog.getByTestId('price-reading').textContent()).toBe('Kaydedilecek: ₺120,50');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('heading', { name: 'Konsol ürünü' }).waitFor();
    expect(await page.getByTestId('stock').textContent()).toBe('10');
    expect(await page.getByTestId('price').textContent()).toBe('₺120,50');
    await page.getByTestId('notice').filter({ hasText: 'Ürün kaydedildi.' }).waitFor();
    // Every save says it was done.
    await page.getByLabel('Yeni stok').fill('12');
    await page.getByRole('button', { name: 'Stoğu güncelle' }).click();
    await page.getByTestId('notice').filter({ hasText: 'Stok güncellendi: 12 adet.' }).waitFor();
    expect(await page.getByTestId('stock').textContent()).toBe('12');
    await page.getByLabel('Yeni stok').fill('10');
    await page.getByRole('button', { name: 'Stoğu güncelle' }).click();
    await page.getByTestId('notice').filter({ hasText: 'Stok güncellendi: 10 adet.' }).waitFor();
    const saved = await fetch(`${system.banner.api}/products?search=KNS-${unique}`, {
      headers: { authorization: `Bearer ${await token('owner@demo.tezgah.dev')}` },
    });
    expect(((await saved.json()) as { data: { sku: string; price: number }[] }).data).toEqual([
      expect.objectContaining({ sku: `KNS-${unique}`, price: 120.5 }),
    ]);
    await screen('product');
  });

  it('imports a CSV, previews the rejection and follows the job to its end', async () => {
    await page.getByRole('link', { name: 'Toplu yükleme' }).click();
    // The template names every column as the import matches it.
    const template = decodeURIComponent(
      ((await page.getByRole('link', { name: 'Şablonu indir (CSV)' }).getAttribute('href')) ?? '').replace(/^data:[^,]*,/, ''),
    );
    expect(template.split('\r\n')[0]).toBe(
      '\uFEFFSKU;Başlık;Fiyat;İndirimli fiyat;Stok;Barkod;Marka;Kategori;Açıklama;Para birimi;KDV oranı',
    );
    // A file without a price column is stopped before anything is sent.
    await page.getByLabel('Dosya').setInputFiles({
      name: 'fiyatsiz.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Ürün Kodu;Ürün Adı\nFYT-${unique};Fiyatsız`),
    });
    expect(await page.getByTestId('unmapped').textContent()).toContain('Fiyat');
    expect(await page.getByRole('button', { name: 'Yüklemeyi başlat' }).isDisabled()).toBe(true);
    // An integrator's export: its headers are recognised, a rejected row says why in Turkish, under the column's name.
    const csv = [
      'Ürün Kodu;Ürün Adı;Satış Fiyatı;STOK ADEDİ',
      `TOP-${unique}-1;Toplu bir;10,50;3`,
      `TOP-${unique}-2;Toplu iki;abc;4`,
      // Out of stock from the start: the home page counts it.
      `TOP-${unique}-3;Toplu üç;30;0`,
    ];
    await page.getByLabel('Dosya').setInputFiles({ name: 'urunler.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
    await page.getByRole('button', { name: 'Yüklemeyi başlat' }).click();
    await expect(page.getByTestId('import-summary').textContent()).resolves.toContain('Kabul edilen: 2 · Reddedilen: 1');
    const rejected = page.getByRole('table', { name: 'Reddedilen satırlar' }).getByRole('row').nth(1);
    expect(await rejected.getByRole('cell').allTextContents()).toEqual(['3', `TOP-${unique}-2`, 'Fiyat', expect.stringMatching(/sayı/i)]);
    await page.getByTestId('job-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-job').textContent()).toContain('Tamamlandı');
    expect(await page.getByTestId('job-result').textContent()).toContain('Oluşturulan: 2');
    await screen('bulk-import');

    // From an Excel file: the template, downloaded and uploaded as it is (headers as shared strings,
    // numbers as numbers, the barcode as text): its columns mapped, its example row taken.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Şablonu indir (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tezgah-urun-sablonu.xlsx');
    await page.getByLabel('Dosya').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(await download.path()),
    });
    await page.getByRole('heading', { name: 'Sütun eşleştirme (1 satır)' }).waitFor();
    expect(await page.getByTestId('unmapped').count()).toBe(0);
    await page.getByRole('button', { name: 'Yüklemeyi başlat' }).click();
    await expect(page.getByTestId('import-summary').textContent()).resolves.toContain('Kabul edilen: 1 · Reddedilen: 0');
    await page.getByTestId('job-result').waitFor({ timeout: 30_000 });
    const example = await fetch(`${system.banner.api}/products?search=ORNEK-1`, {
      headers: { authorization: `Bearer ${await token('owner@demo.tezgah.dev')}` },
    });
    expect(((await example.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ sku: 'ORNEK-1', price: 120.5, stock: 10, barcode: '8690000000012' }),
    ]);
  });

  it('streams a job only to its tenant, with a token, as server-sent events until it finishes', async () => {
    const jobId = /job_[0-9A-Z]+/.exec((await page.getByTestId('import-job').textContent()) ?? '')?.[0];
    expect(jobId).toBeDefined();
    const events = (bearer?: string) =>
      fetch(`${system.banner.api}/jobs/${jobId}/events`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    expect((await events()).status).toBe(401);
    const foreign = await events(await token('owner@other.tezgah.dev'));
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('resource.not_found');
    const own = await events(await token('viewer@demo.tezgah.dev'));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(own.headers.get('x-ratelimit-limit')).toBeTruthy();
    // The job is finished: its state once, then the stream ends.
    const body = await own.text();
    expect(body).toMatch(/^event: job\ndata: \{.*"status":"completed".*\}\n\n$/);
  });

  it('lists past imports on the Jobs screen with their outcome, filtered by type', async () => {
    await page.getByRole('link', { name: 'Geçmiş yüklemeler' }).click();
    await page.getByRole('heading', { name: 'İşler' }).waitFor();
    const jobs = page.getByTestId('job');
    await jobs.first().waitFor();
    // Two imports above (the CSV, the Excel template), newest first, and nothing but imports; the
    // CSV's row refused before sending counts among those not written.
    expect(await jobs.count()).toBe(2);
    expect(await jobs.first().getByRole('cell').first().textContent()).toBe('Toplu ürün yükleme');
    expect(await page.getByTestId('job-outcome').allTextContents()).toEqual([
      'Oluşturulan: 1 · Güncellenen: 0 · Yazılamayan: 0',
      'Oluşturulan: 2 · Güncellenen: 0 · Yazılamayan: 1',
    ]);
    await screen('jobs');
  });

  it('connects Trendyol from the form the registry describes', async () => {
    await page.getByRole('link', { name: 'Pazaryerleri' }).click();
    const card = page.getByTestId('marketplace-trendyol');
    // The seller ships under its own carrier contract, so Tezgah makes the labels (docs/cargo.md).
    await card.getByRole('button', { name: 'Yapılandır' }).click();
    const config = page.getByRole('dialog', { name: 'Trendyol yapılandırması' });
    await config.getByLabel('Kargo anlaşması').selectOption('OWN_CONTRACT');
    await config.getByRole('button', { name: 'Kaydet' }).click();
    await config.waitFor({ state: 'hidden' });
    // The card and the form, opened again, show the configuration as it now is.
    await card.getByTestId('marketplace-config').filter({ hasText: 'Kargo: Kendi anlaşmam' }).waitFor();
    await card.getByRole('button', { name: 'Yapılandır' }).click();
    expect(await config.getByLabel('Kargo anlaşması').inputValue()).toBe('OWN_CONTRACT');
    await config.getByRole('button', { name: 'Kapat' }).click();
    await config.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Trendyol bağla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trendyol bağlantısı' });
    await dialog.getByLabel('Satıcı ID').fill(supplier);
    await dialog.getByLabel('API anahtarı').fill(`key-${unique}`);
    await dialog.getByLabel('API gizli anahtarı').fill(`secret-${unique}`);
    await dialog.getByRole('button', { name: 'Bağla' }).click();
    await card.getByText('Bağlı', { exact: true }).waitFor({ timeout: 30_000 });
    await screen('marketplaces');
  });

  it('draws each connect form from its credential fields and says which marketplaces need the generic protocol', async () => {
    const labelsOf = async (slug: string, name: string) => {
      await page
        .getByTestId(`marketplace-${slug}`)
        .getByRole('button', { name: `${name} bağla` })
        .click();
      const dialog = page.getByRole('dialog', { name: `${name} bağlantısı` });
      const labels = await dialog.locator('label').allTextContents();
      const generic = await dialog.getByTestId('marketplace-protocol').count();
      await dialog.getByRole('button', { name: 'Kapat' }).click();
      await dialog.waitFor({ state: 'hidden' });
      return { labels, generic };
    };
    expect(await labelsOf('ciceksepeti', 'Çiçeksepeti')).toEqual({ labels: ['API anahtarı', 'Satıcı ID'], generic: 0 });
    expect(await labelsOf('boyner', 'Boyner')).toEqual({
      labels: ['API anahtarı', 'API gizli anahtarı', 'Satıcı ID (isteğe bağlı)'],
      generic: 1,
    });
    expect(await page.getByTestId('marketplace-boyner').getByTestId('marketplace-protocol').count()).toBe(1);
    expect(await page.getByTestId('marketplace-trendyol').getByTestId('marketplace-protocol').count()).toBe(0);
  });

  it('connects Amazon through its grant page and comes back to the console', async () => {
    const card = page.getByTestId('marketplace-amazon');
    await card.getByRole('button', { name: 'Amazon bağla' }).click();
    await page.getByRole('dialog', { name: 'Amazon bağlantısı' }).getByRole('button', { name: 'Onay sayfasına git' }).click();
    // The sandbox's consent page approves at once and returns to the gateway's callback.
    await page.waitForURL(/\/v1\/marketplaces\/amazon\/oauth\/callback/);
    expect(await page.textContent('body')).toContain('Amazon hesabınız Tezgah');
    await page.getByRole('link', { name: 'Satıcı paneline dön' }).click();
    await card.getByText('Bağlı', { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('receives a sandbox order, ships it with a label and shows its invoice', async () => {
    // The product is listed on the seller's (simulated) Trendyol account, where the customer buys it.
    const listed = await fetch(`${system.banner.sandbox}/control/trendyol/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        supplier_id: supplier,
        items: [{ barcode, stock_code: `KNS-${unique}`, title: 'Konsol ürünü', quantity: 10, sale_price: 120, list_price: 150 }],
      }),
    });
    expect(listed.status).toBeLessThan(300);
    const placed = await fetch(`${system.banner.sandbox}/control/trendyol/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        supplier_id: supplier,
        lines: [{ barcode, merchant_sku: `KNS-${unique}`, product_name: 'Konsol ürünü', quantity: 1, amount: 120 }],
        customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null },
        shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
        invoice_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
      }),
    });
    expect(placed.status).toBe(201);
    const orderNumber = ((await placed.json()) as { order: { order_number: string } }).order.order_number;
    // A customer's question asked 20 hours ago: 4 hours left of its 24 to answer, so the home page counts it.
    const asked = await fetch(`${system.banner.sandbox}/control/trendyol/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        supplier_id: supplier,
        barcode,
        text: 'Kargoya ne zaman verilir?',
        asked_at: new Date(Date.now() - 20 * 3_600_000).toISOString(),
      }),
    });
    expect(asked.status).toBe(201);
    await page.getByRole('link', { name: 'Siparişler' }).click();
    const link = page.getByRole('link', { name: orderNumber });
    await visibleAfterReloads(page, link, 45_000);
    // The seller searches as typed on any keyboard: no Turkish letters, any case.
    const search = page.getByLabel(/^Ara/);
    await search.fill('kimsenin siparisi');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await link.waitFor({ state: 'detached' });
    await search.fill('AYSE yilmaz');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await link.waitFor();
    await screen('orders');
    // At a phone's width the same screen stays usable and accessible.
    await page.setViewportSize({ width: 390, height: 844 });
    await screen('orders-phone');
    // At a phone's width: the menu folds behind its button, the list keeps the order's number, status
    // and date, and the order's page (a long tracking number included) never scrolls sideways.
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false);
    for (const column of ['Sipariş', 'Durum', 'Tarih'])
      expect(await page.getByRole('columnheader', { name: column }).isVisible()).toBe(true);
    expect(await page.getByRole('columnheader', { name: 'Müşteri' }).count()).toBe(0);
    expect(await sideways()).toBe(0);
    await link.click();
    await page.getByRole('heading', { name: 'Kargo takibi' }).waitFor();
    expect(await sideways()).toBe(0);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('link', { name: 'Siparişler', exact: true }).click();
    expect(await page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await link.click();
    // No label yet, so no tracking: a normal state, not an error.
    await page.getByText('Takip bilgisi yok.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('section[aria-labelledby="tracking-title"] [role="alert"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Hazırlamaya al' }).click();
    // The automatic invoice appears on the page as it is issued, without a reload.
    await page.getByTestId('invoice').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Etiket oluştur' }).click();
    await page.getByRole('link', { name: 'Etiketi yazdır (PDF)' }).waitFor({ timeout: 30_000 });
    const labelUrl = await page.getByRole('link', { name: 'Etiketi yazdır (PDF)' }).getAttribute('href');
    const label = await fetch(labelUrl ?? '');
    expect(label.headers.get('content-type')).toContain('application/pdf');
    await page.getByRole('button', { name: 'Kargoya ver' }).click();
    await page.getByTestId('notice').filter({ hasText: 'Sipariş durumu: Kargoda.' }).waitFor();
    await page.getByText('Kargoda', { exact: true }).first().waitFor();
    await page
      .getByTestId('order-history')
      .filter({ hasText: /Yeni.*Hazırlanıyor.*\(satıcı\).*Kargoda/s })
      .waitFor();
    const pdf = await page.getByRole('link', { name: 'Faturayı aç (PDF)' }).getAttribute('href');
    expect((await fetch(pdf ?? '')).headers.get('content-type')).toContain('application/pdf');
    await page.getByTestId('invoice').filter({ hasText: 'Onaylandı' }).waitFor({ timeout: 45_000 });
    await screen('order');

    // Cancelling the invoice asks first, and for a reason; the order page then offers a new one.
    await page.getByRole('button', { name: 'Faturayı iptal et' }).click();
    const confirm = page.getByRole('dialog', { name: 'Fatura iptal edilsin mi?' });
    const cancel = confirm.getByRole('button', { name: 'Faturayı iptal et' });
    expect(await cancel.isDisabled()).toBe(true);
    await confirm.getByLabel('İptal nedeni').fill('Müşteri adres değiştirdi');
    await screen('invoice-cancel');
    await cancel.click();
    await page
      .getByTestId('invoice')
      .filter({ hasText: 'İptal edildi · ' })
      .filter({ hasText: 'İptal nedeni: Müşteri adres değiştirdi' })
      .waitFor();
    await page.getByRole('button', { name: 'Yeni fatura kes' }).click();
    await page
      .getByTestId('invoice')
      .filter({ hasText: /Numara bekleniyor|Onaylandı/ })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Yeni fatura kes' }).count()).toBe(0);
  }, 180_000);

  it('registers a webhook (secret shown once), lets a delivery die and resends it', async () => {
    await page.getByRole('link', { name: 'Webhook’lar' }).click();
    await page.getByRole('button', { name: 'Webhook ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook ekle' });
    // Nothing listens there: every attempt fails at once, and the retries are 0 s apart in this run.
    await dialog.getByLabel('Adres (https)').fill('https://127.0.0.1:9/tezgah');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    expect(await page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Kopyala' }).click();
    await page.getByRole('status').filter({ hasText: 'Kopyalandı' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Sakladım' }).click();
    await page.getByRole('button', { name: 'Test gönder' }).click();
    await page.getByRole('status').filter({ hasText: 'Test olayı kuyruğa alındı.' }).waitFor();
    // The home page, left open, learns of the dead delivery from the gateway's stream (no reload).
    await page.getByRole('link', { name: 'Ana sayfa' }).click();
    await page.getByTestId('attention').waitFor();
    await page
      .getByTestId('dead-deliveries')
      .filter({ hasText: /^[1-9][0-9]*$/ })
      .waitFor({ timeout: 45_000 });
    await page.getByRole('link', { name: 'Webhook’lar' }).click();
    await page.getByRole('button', { name: 'İletim kaydı' }).click();
    await page.getByTestId('delivery-dead').first().waitFor({ timeout: 45_000 });
    await screen('webhooks');
    await page.getByRole('button', { name: 'Yeniden gönder' }).first().click();
    await page.getByTestId('delivery-pending').first().waitFor({ timeout: 10_000 });
  });

  it('lists the shipment with its tracking status, its order and its label to print again', async () => {
    await page.getByRole('link', { name: 'Kargo', exact: true }).click();
    const row = page.getByTestId('shipment').first();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Yurtiçi Kargo');
    const reprint = await row.getByRole('link', { name: 'Yeniden yazdır (PDF)' }).getAttribute('href');
    expect((await fetch(reprint ?? '')).headers.get('content-type')).toContain('application/pdf');
    await page.getByLabel('Takip durumu').selectOption('returned');
    await page.getByText('Gönderi yok.').waitFor();
    await page.getByLabel('Takip durumu').selectOption('');
    await screen('shipments');
    await row.getByRole('link', { name: 'Siparişe git' }).click();
    await page.getByRole('heading', { name: 'Kargo takibi' }).waitFor();
  });

  it('shows the invoices and the settings', async () => {
    await page.getByRole('link', { name: 'Faturalar' }).click();
    await page.getByRole('link', { name: 'PDF' }).first().waitFor();
    await screen('invoices');
    await page.getByRole('link', { name: 'Ayarlar' }).click();
    await page.getByLabel('Seri öneki (3 karakter)').waitFor();
    await screen('settings');
    // The home page once the day had an order, a dead delivery, a product sold out and a question nearly overdue.
    await page.getByRole('link', { name: 'Ana sayfa' }).click();
    await page.getByRole('img', { name: /günlük sipariş/ }).waitFor();
    expect(await page.getByTestId('out-of-stock').textContent()).toBe('1');
    expect(await page.getByTestId('questions-near-deadline').textContent()).toBe('1');
    // Sales by marketplace today and this week, and the chart's values written on it.
    const trendyol = page
      .getByTestId('sales')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Trendyol' }) });
    expect(await trendyol.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^[1-9]\d* sipariş · ₺/),
      expect.stringMatching(/^[1-9]\d* sipariş · ₺/),
    ]);
    expect(await page.getByTestId('chart-value').count()).toBeGreaterThan(0);
    // Each count opens exactly the list it counts.
    await page.getByRole('link', { name: /kargoya verilecek sipariş/ }).click();
    await page.waitForURL(/\/orders\?status=processing$/);
    expect(await page.getByLabel('Durum').inputValue()).toBe('processing');
    await page.getByRole('link', { name: 'Ana sayfa' }).click();
    await page.getByRole('link', { name: /reddedilen fatura/ }).click();
    await page.waitForURL(/\/invoices\?status=rejected$/);
    expect(await page.getByLabel('Durum').inputValue()).toBe('rejected');
    await page.getByRole('link', { name: 'Ana sayfa' }).click();
    await page.getByTestId('attention').waitFor();
    await screen('home');
  });

  it('signs out, and a viewer sees no write action on any screen', async () => {
    await page.getByRole('button', { name: 'Çıkış yap' }).click();
    await signIn('viewer@demo.tezgah.dev');
    await page.getByTestId('who').getByText('İzleyici', { exact: false }).waitFor();
    // No menu entry leads a viewer to "yetkiniz yok": uploads are staff's, webhooks admin's.
    const menu = await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link').allTextContents();
    expect(menu).toEqual(['Ana sayfa', 'Ürünler', 'Siparişler', 'Pazaryerleri', 'Kargo', 'Faturalar', 'İşler', 'Ayarlar']);
    const writes =
      /Yeni ürün|Düzenle|Sil|Stoğu güncelle|Yüklemeyi başlat|bağla|Bağlantıyı kes|Yapılandır|Webhook ekle|Yeniden gönder|Test gönder|^(Hazırlamaya al|Kargoya ver|Teslim edildi olarak işaretle)$|Etiket oluştur|Fatura kes|Yeni fatura kes|İptal et|Faturayı iptal et|Kaydet/;
    for (const [link, ready] of [
      ['Ürünler', 'Ürünler'],
      ['Siparişler', 'Siparişler'],
      ['Kargo', 'Kargo'],
      ['Pazaryerleri', 'Pazaryerleri'],
      ['Faturalar', 'Faturalar'],
      ['İşler', 'İşler'],
      ['Ayarlar', 'Ayarlar'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: ready, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const buttons = await page.getByRole('button').allTextContents();
      expect(buttons.filter((name) => writes.test(name.trim()))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByRole('link', { name: 'Ürünler', exact: true }).click();
    await page.getByRole('link', { name: `KNS-${unique}` }).click();
    await page.getByRole('heading', { name: 'Stok geçmişi' }).waitFor();
    expect(await page.getByRole('button', { name: /Düzenle|Sil|Stoğu güncelle/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ayarlar', exact: true }).click();
    expect(await page.getByTestId('read-only').textContent()).toMatch(/yalnızca yönetici veya sahip değiştirebilir/);
  });
});
