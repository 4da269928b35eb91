#!/usr/bin/env node
// bench/html_open.js PAGE.html [RUNS]: the time headless Chromium takes to
// open a page of `handaudit audit --format html` until its summary is drawn
// (#n-hands) and until its findings table is built (#findings-table
// table.findings: the page's script has read every data block), each run
// in a fresh page; playwright-core from tests/browser/node_modules, Debian's
// /usr/bin/chromium (CHROMIUM to change it). docs/html-report.md, Limits.
'use strict';
const path = require('path');
const { chromium } = require(path.join(__dirname, '..', 'tests', 'browser', 'node_modules', 'playwright-core'));

const [file, runsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: html_open.js PAGE.html [RUNS]');
  process.exit(2);
}
const runs = Number(runsArg || 3);

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const started = Date.now();
      await page.goto('file://' + path.resolve(file), { waitUntil: 'commit', timeout: 600000 });
      await page.locator('#n-hands').waitFor({ timeout: 600000 });
      const summary = Date.now() - started;
      await page.locator('#findings-table table.findings').waitFor({ timeout: 600000 });
      const table = Date.now() - started;
      const shown = await page.locator('#findings-table p.shown').textContent();
      console.log(`run ${i + 1}: summary ${(summary / 1000).toFixed(2)} s, findings table ${(table / 1000).toFixed(2)} s (${shown})`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
})();
