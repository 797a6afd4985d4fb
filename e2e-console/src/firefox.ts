import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Firefox ESR (`apt-get install firefox-esr`; `.ci/run` installs it), or FIREFOX_PATH. */
export const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi with puppeteer-core (Playwright's Firefox needs its own patched build,
 * which is a download). Headless, in Turkish, and quiet on a closed network; puppeteer gives each
 * launch a throwaway profile.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'intl.accept_languages': 'tr-TR',
      'intl.locale.requested': 'tr-TR',
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
}
