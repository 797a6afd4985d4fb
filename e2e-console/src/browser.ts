import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` installs it), or CHROMIUM_PATH. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Headless, in Turkish, and quiet on a closed network: no background fetches, updates, sync or QUIC. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=tr-TR',
];

export interface ConsoleBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Playwright gives each launch a fresh throwaway profile (its own --user-data-dir). */
export async function launchChromium(): Promise<ConsoleBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  return { browser, close: () => browser.close() };
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A/AA rules on the page as it is: the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
