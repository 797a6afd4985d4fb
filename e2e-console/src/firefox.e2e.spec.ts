// The seller console in Firefox (docs/console.md): Debian's Firefox ESR driven over WebDriver BiDi by
// puppeteer-core against `npm start`. At a desktop's and a phone's width the owner signs in, every
// screen of the menu draws its heading and content without a page error, a console error or a
// sideways scroll, and a product is created through its form.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { DEMO_PASSWORD, freePorts, npmStart, type NpmStart } from '@tezgah/testing';
import { launchFirefox } from './firefox';

const START_MS = 120_000;
const unique = Date.now().toString(36);

/** The menu's screens: the link, the heading it opens on and a selector for its content. */
const SCREENS = [
  ['Ürünler', 'Ürünler', 'main table'],
  ['Toplu yükleme', 'Toplu ürün yükleme', 'main input[type=file]'],
  ['Siparişler', 'Siparişler', 'main table'],
  ['Kargo', 'Kargo', 'main table'],
  ['Pazaryerleri', 'Pazaryerleri', '[data-testid=marketplace-trendyol]'],
  ['Faturalar', 'Faturalar', 'main table'],
  ['Webhook’lar', 'Webhook’lar', '::-p-xpath(//main//p[normalize-space()="Kayıtlı webhook yok."])'],
  ['Ayarlar', 'Ayarlar', 'main form input'],
  ['Ana sayfa', 'Merhaba', '[data-testid=attention]'],
] as const;

const byText = (tag: string, text: string) => `::-p-xpath(//${tag}[normalize-space()="${text}"])`;
const labelled = (scope: string, label: string) => `::-p-xpath(${scope}//input[@id=//label[normalize-space()="${label}"]/@for])`;

describe('the seller console in Firefox', () => {
  let system: NpmStart;
  let firefox: Browser;
  let dataDir: string;

  beforeAll(async () => {
    const [port, sandboxPort] = await freePorts(2);
    dataDir = mkdtempSync(path.join(tmpdir(), 'tezgah-console-firefox-'));
    system = await npmStart(
      { PORT: String(port), SANDBOX_PORT: String(sandboxPort), TEZGAH_DATA_DIR: dataDir },
      { name: 'console-firefox', readyTimeoutMs: START_MS },
    );
    firefox = await launchFirefox();
  }, START_MS + 30_000);

  afterAll(async () => {
    await firefox?.close();
    await system?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  describe.each([
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ])('at a %s width (%ipx)', (_name, width, height) => {
    let context: BrowserContext;
    let page: Page;
    const problems: string[] = [];

    // A context of its own: its own cookies and storage, so each width signs in afresh.
    beforeAll(async () => {
      context = await firefox.createBrowserContext();
      page = await context.newPage();
      await page.setViewport({ width, height });
      page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
    });

    afterAll(() => context?.close());

    const heading = (text: string) =>
      page.waitForSelector(`::-p-xpath(//main//h1[starts-with(normalize-space(), "${text}")])`, { visible: true });
    /** At a phone's width the menu folds behind its button: opened first, it folds again once a screen is chosen. */
    const openScreen = async (link: string) => {
      const toggle = await page.$('button.menu-toggle');
      if (toggle && (await toggle.isVisible())) {
        expect(await page.$eval('#main-menu', (menu) => getComputedStyle(menu).display)).toBe('none');
        await toggle.click();
      }
      await page.click(`::-p-xpath(//nav//a[normalize-space()="${link}"])`);
    };
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    it('signs the owner in', async () => {
      await page.goto(system.banner.console);
      await heading('Tezgah Satıcı Paneli');
      await page.type('input[name=email]', 'owner@demo.tezgah.dev');
      await page.type('input[name=password]', DEMO_PASSWORD);
      await page.click(byText('button', 'Giriş yap'));
      await heading('Merhaba');
      expect(await page.$eval('[data-testid=who]', (who) => who.textContent)).toContain('kiracı: ');
      expect(problems).toEqual([]);
    });

    it('draws every screen of the menu with its content, no error and no sideways scroll', async () => {
      for (const [link, title, content] of SCREENS) {
        await openScreen(link);
        await heading(title);
        await page.waitForSelector(content, { visible: true });
        expect([link, await noSidewaysScroll()]).toEqual([link, 0]);
      }
      expect(problems).toEqual([]);
    });

    it('creates a product through its form', async () => {
      await openScreen('Ürünler');
      await page.click(byText('button', 'Yeni ürün'));
      const dialog = '//dialog[@open]';
      await page.waitForSelector(`::-p-xpath(${dialog})`, { visible: true });
      await page.type(labelled(dialog, 'SKU'), `FFX-${unique}-${width}`);
      await page.type(labelled(dialog, 'Başlık'), `Firefox ürünü ${width}`);
      await page.type(labelled(dialog, 'Fiyat'), '99.90');
      await page.type(labelled(dialog, 'Stok'), '4');
      await page.click(`::-p-xpath(${dialog}//button[normalize-space()="Kaydet"])`);
      await heading(`Firefox ürünü ${width}`);
      expect(await page.$eval('[data-testid=stock]', (stock) => stock.textContent)).toBe('4');
      expect(await noSidewaysScroll()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
