#!/usr/bin/env node
// The html report in Chromium (docs/html-report.md), run by ctest:
//   node tests/browser/report_test.js HANDAUDIT SOURCE_DIR OUT_DIR
// Builds the reports of samples/ and of tests/data/html/, opens them in
// headless Chromium through playwright-core, and checks what a reader sees:
// the summary's counts, the findings table's filter, the replayer of a hand
// with a side-pot error, a stud hand and a draw hand step by step (pots,
// cards, the finding at its step), and that a file whose names, table and
// chat carry script-injection strings runs none of them and shows them as
// written, and that on a wide screen the log is beside the table.
// Screenshots go to OUT_DIR. Exit 77 (ctest's SKIP_RETURN_CODE)
// when Chromium or node_modules (npm ci in tests/browser) is absent.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');

const SKIP = 77;
const [bin, source, out] = process.argv.slice(2);
if (!bin || !source || !out) {
  console.error('usage: report_test.js HANDAUDIT SOURCE_DIR OUT_DIR');
  process.exit(2);
}
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  console.log(`SKIP: no Chromium at ${chromiumPath} (scripts/setup installs Debian's chromium)`);
  process.exit(SKIP);
}
let chromium;
try {
  ({ chromium } = require(path.join(__dirname, 'node_modules', 'playwright-core')));
} catch (e) {
  console.log('SKIP: no tests/browser/node_modules (npm ci in tests/browser; scripts/setup runs it)');
  process.exit(SKIP);
}

fs.mkdirSync(out, { recursive: true });

// Runs `handaudit audit --format html` in the source tree (paths in the
// report as in the README) and returns the report's path and the JSON
// summary of the same run.
function report(name, inputs, extra = []) {
  const file = path.join(out, name + '.html');
  spawnSync(bin, ['audit', '--format', 'html', '-o', file, '-q', '--fail-on', 'never', ...extra, ...inputs], { cwd: source });
  if (!fs.existsSync(file)) throw new Error('no report written for ' + inputs.join(' '));
  const json = execFileSync(bin, ['audit', '--format', 'json', '-q', '--fail-on', 'never', ...inputs], { cwd: source, encoding: 'utf8' });
  const lines = json.trim().split('\n').map((l) => JSON.parse(l));
  return { file, summary: lines[lines.length - 1], objects: lines };
}

let failures = 0;
function check(ok, what) {
  if (ok) { console.log('ok   ' + what); return; }
  failures++;
  console.log('FAIL ' + what);
}
function equal(actual, expected, what) {
  check(actual === expected, `${what}: ${JSON.stringify(actual)}${actual === expected ? '' : ' != ' + JSON.stringify(expected)}`);
}

// A page with what it reports: console errors, page errors, dialogs.
async function open(browser, file, hash = '', width = 1200) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const events = { errors: [], dialogs: [] };
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') events.errors.push(m.text()); });
  page.on('pageerror', (e) => events.errors.push(String(e)));
  page.on('dialog', (d) => { events.dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  page.on('request', (r) => { if (!r.url().startsWith('file:')) events.errors.push('request ' + r.url()); });
  await page.goto('file://' + file + hash);
  return { page, events };
}

// The replayer of the hand `anchor`: opened from its link, stepped with the keys.
async function replayer(page, anchor) {
  await page.evaluate((a) => { location.hash = '#' + a; }, anchor);
  const box = page.locator('#' + anchor + ' .replayer');
  await box.locator('.controls').waitFor();
  return box;
}
async function stepTo(page, box, label) {
  await box.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 200; i++) {
    if ((await box.locator('.step-label').textContent()).includes(label)) return true;
    const last = await box.locator('button.forward').isDisabled();
    if (last) return false;
    await page.keyboard.press('ArrowRight');
  }
  return false;
}
async function texts(locator) { return (await locator.allTextContents()).map((t) => t.trim()); }

function anchorOf(source, line) {
  let id = 'h-';
  for (const b of Buffer.from(source, 'utf8')) {
    const c = String.fromCharCode(b);
    id += /[A-Za-z0-9]/.test(c) ? c : '_' + b.toString(16).toUpperCase().padStart(2, '0');
  }
  return id + '-' + line;
}

async function samples(browser) {
  const { file, summary } = report('samples', ['samples/']);
  const { page, events } = await open(browser, file);
  for (const [id, key] of [['files', 'files'], ['hands', 'hands'], ['clean', 'clean'], ['with-findings', 'with_findings'], ['unreadable', 'unreadable']])
    equal(Number(await page.locator('#n-' + id).textContent()), summary[key], `samples: summary ${id}`);
  equal(summary.hands, 34, 'samples: the JSON summary counts 34 hands');
  const total = Object.values(summary.by_rule).reduce((a, b) => a + b, 0);
  equal(await page.locator('table.findings tbody tr').count(), total, 'samples: the findings table lists every finding');
  await page.screenshot({ path: path.join(out, 'summary.png') });

  // Filter by rule, then by player.
  await page.locator('select.filter-rule').selectOption('v:pot-amount-mismatch');
  equal(await page.locator('table.findings tbody tr').count(), summary.by_rule['pot-amount-mismatch'], 'samples: filtered by rule');
  check((await texts(page.locator('table.findings tbody td.rule'))).every((t) => t === 'pot-amount-mismatch'), 'samples: only that rule is listed');
  await page.locator('select.filter-rule').selectOption('');
  await page.locator('input.filter-player').fill('wobblyjoe');
  const players = await texts(page.locator('table.findings tbody td.player'));
  check(players.length > 0 && players.every((t) => t.includes('wobblyjoe')), `samples: filtered by player (${players.length} rows)`);
  await page.locator('input.filter-player').fill('');
  await page.screenshot({ path: path.join(out, 'findings-table.png') });

  // The side-pot error of errors.txt's hand 260400000006 (line 150): from its row.
  await page.locator('select.filter-rule').selectOption('v:pot-amount-mismatch');
  await page.locator('table.findings tbody tr', { hasText: 'samples/errors.txt:178' }).locator('a').click();
  const anchor = anchorOf('samples/errors.txt', 150);
  const box = page.locator('#' + anchor + ' .replayer');
  await box.locator('.controls').waitFor();
  equal(await page.evaluate(() => location.hash), '#' + anchor, 'side pot: the row links to its hand');
  // It opens where the finding arises: the result, with the pots the rules cut.
  check((await box.locator('.step-label').textContent()).includes('Result'), 'side pot: opens at the step of its finding (the result)');
  equal((await box.locator('.findings-here .rule').allTextContents()).join(), 'pot-amount-mismatch', 'side pot: the finding at the result');
  equal(await box.locator('.findings-here dd.expected').textContent(), '$15.25 + $12.00', 'side pot: expected pots');
  equal(await box.locator('.findings-here dd.actual').textContent(), '$13.75 + $12.25', 'side pot: actual pots');
  equal((await texts(box.locator('.pots .pot-amount'))).join(' | '), '15.25 | 12', 'side pot: the result pots');
  await page.locator('#' + anchor).screenshot({ path: path.join(out, 'replay-side-pot.png') });
  // After the call that makes three all-in contributions of $5: one pot of $15.25.
  check(await stepTo(page, box, 'Pavlos K call (preflop)'), 'side pot: steps to the pre-flop call');
  equal((await texts(box.locator('.pots .pot-amount'))).join(' | '), '15.25', 'side pot: one pot after the pre-flop call');
  equal(await box.locator('.findings-here').count(), 0, 'side pot: no finding before its step');
  check(await stepTo(page, box, 'Pavlos K call (flop)'), 'side pot: steps to the flop call');
  equal((await texts(box.locator('.pots .pot-amount'))).join(' | '), '15.25 | 12', 'side pot: main and side pot after the flop call');
  equal((await texts(box.locator('.pots .pot-eligible'))).join(' | '), 'wobblyjoe, rust_belt, Pavlos K | rust_belt, Pavlos K', 'side pot: who may win each');
  equal(await box.locator('ol.log li.current').textContent(), 'Pavlos K: calls $6', 'side pot: the log line of the step');
  await page.keyboard.press('ArrowLeft');
  check((await box.locator('.step-label').textContent()).includes('rust_belt bet (flop)'), 'side pot: the left arrow steps back');
  await page.locator('#four-colour').check();
  check(await page.evaluate(() => document.body.classList.contains('four-colour')), 'four-colour deck: the toggle');
  await page.locator('#' + anchor).screenshot({ path: path.join(out, 'replay-four-colour.png') });
  // Print: no controls, every hand's findings.
  await page.emulateMedia({ media: 'print' });
  check(!(await page.locator('.filters').isVisible()) && !(await box.locator('.controls').isVisible()), 'print: the controls are left out');
  check(await page.locator('#' + anchor + ' .static-findings').isVisible(), 'print: a hand\'s findings are printed');
  await page.emulateMedia({ media: 'screen' });
  check(events.errors.length === 0 && events.dialogs.length === 0, 'samples: no console error, no dialog ' + JSON.stringify(events));
  await page.close();

  // Past --html-max-hands: every finding still in the table, links to the embedded hands only.
  const capped = report('samples-max-5', ['samples/'], ['--html-max-hands', '5']);
  const p2 = await open(browser, capped.file);
  equal(await p2.page.locator('table.findings tbody tr').count(), total, 'max hands: every finding in the table');
  equal(await p2.page.locator('table.findings tbody td.where a').count(), 6, 'max hands: the findings of the 5 hands embedded link to them');
  check(p2.events.errors.length === 0, 'max hands: no console error ' + JSON.stringify(p2.events));
  await p2.page.close();
}

async function stud(browser) {
  const { file } = report('stud', ['tests/data/html/stud.txt']);
  const { page, events } = await open(browser, file);
  const anchor = anchorOf('tests/data/html/stud.txt', 1);
  const box = await replayer(page, anchor);
  check((await box.locator('.step-label').textContent()).includes('Q bet (fifth)'), 'stud: opens at the step of its finding');
  equal((await box.locator('.findings-here .rule').allTextContents()).join(), 'limit-wrong-increment', 'stud: the finding at Q\'s bet');
  equal(await box.locator('.findings-here dd.expected').textContent(), 'to $0.08', 'stud: expected');
  equal(await box.locator('ol.log li.current').textContent(), 'Q: bets $0.04', 'stud: the log line');
  const seats = await texts(box.locator('g.seat .svg-cards'));
  equal(seats.join(' | '), '2\u2663 | 2\u2660 K\u2665 7\u2663 | 4\u2663 K\u2666 7\u2665', 'stud: X\'s up-card, P and Q\'s three on fifth street');
  equal(await box.locator('.pots .pot-amount').first().textContent(), '0.17', 'stud: the pot after Q\'s bet');
  await page.locator('#' + anchor).screenshot({ path: path.join(out, 'replay-stud.png') });
  check(await stepTo(page, box, 'P raise (third)'), 'stud: steps to third street');
  equal((await texts(box.locator('g.seat .svg-cards'))).join(' | '), '2\u2663 | 2\u2660 | 4\u2663', 'stud: one up-card each on third street');
  check(events.errors.length === 0 && events.dialogs.length === 0, 'stud: no console error ' + JSON.stringify(events));
  await page.close();
}

async function draw(browser) {
  const { file } = report('draw', ['tests/data/html/draw.txt']);
  const { page, events } = await open(browser, file);
  const anchor = anchorOf('tests/data/html/draw.txt', 1);
  const box = await replayer(page, anchor);
  check((await box.locator('.step-label').textContent()).includes('Hero bet (third-draw)'), 'draw: opens at the step of its finding');
  equal(await box.locator('.findings-here dd.expected').textContent(), 'to $0.20', 'draw: expected');
  equal((await texts(box.locator('g.seat .seat-draw'))).join(' | '), 'drew 2, drew 1, pat | drew 1, pat, pat | drew 2, drew 1, pat', 'draw: the exchanges of each seat');
  equal((await texts(box.locator('g.seat .svg-cards'))).join(' | '), '2\u2663 3\u2666 4\u2665 5\u2660 7\u2663', 'draw: the hero\'s hand after his draws');
  equal(await box.locator('.pots .pot-amount').first().textContent(), '0.4', 'draw: the pot after the bet');
  await page.locator('#' + anchor).screenshot({ path: path.join(out, 'replay-draw.png') });
  check(await stepTo(page, box, 'Hero check (first-draw)'), 'draw: steps back to the first draw');
  equal((await texts(box.locator('g.seat .seat-draw'))).join(' | '), 'drew 2 | drew 1 | drew 2', 'draw: the first exchanges only');
  equal((await texts(box.locator('g.seat .svg-cards'))).join(' | '), '2\u2663 3\u2666 4\u2665 5\u2660 K\u2663', 'draw: the hero\'s hand after the first draw');
  await page.keyboard.press('Home');
  equal((await texts(box.locator('g.seat .svg-cards'))).join(' | '), '2\u2663 3\u2666 4\u2665 9\u2660 K\u2660', 'draw: the hero\'s hand as dealt');
  check(events.errors.length === 0 && events.dialogs.length === 0, 'draw: no console error ' + JSON.stringify(events));
  await page.close();
}

async function hostile(browser) {
  const names = ['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)'];
  const { file } = report('hostile', ['tests/data/html/hostile.txt']);
  const { page, events } = await open(browser, file);
  const anchor = anchorOf('tests/data/html/hostile.txt', 1);
  const box = await replayer(page, anchor);
  await stepTo(page, box, 'Result');
  await page.waitForTimeout(300);  // an onerror would have fired by now
  equal(events.dialogs.length, 0, 'hostile: no dialog');
  equal(events.errors.length, 0, 'hostile: no console error ' + JSON.stringify(events.errors));
  equal(await page.locator('img').count(), 0, 'hostile: no <img> in the page');
  equal(await page.locator('script:not([type="application/json"])').count(), 1, 'hostile: one script, the page\'s own');
  equal(await page.evaluate(() => Array.from(document.querySelectorAll('a[href]')).filter((a) => !a.getAttribute('href').startsWith('#')).length), 0, 'hostile: every link an anchor of the page');
  equal((await texts(box.locator('g.seat .seat-name'))).join(' | '), names.join(' | '), 'hostile: the seat names as written');
  equal(await page.locator('table.findings tbody td.player').textContent(), names[1], 'hostile: the player in the findings table');
  equal(await page.locator('table.findings tbody td.table').textContent(), names[0], 'hostile: the table in the findings table');
  check((await box.locator('ol.log').textContent()).includes(names[1] + ' said, "' + names[0] + ' <!-- \u2028 \u2029 &amp;"'), 'hostile: the chat line as written');
  check((await page.locator('#chart-table text.label').textContent()).startsWith(names[0].slice(0, 20)), 'hostile: the table in the chart');
  await page.locator('#' + anchor).screenshot({ path: path.join(out, 'replay-hostile.png') });
  await page.close();
}

// On a wide screen the log is beside the table, and stepping marks the
// step's line and scrolls it into the log's box, not the page.
async function besideLog(browser) {
  const { file } = report('beside', ['samples/errors.txt']);
  const anchor = anchorOf('samples/errors.txt', 150);
  const { page, events } = await open(browser, file, '', 1400);
  const box = await replayer(page, anchor);
  const rect = (sel) => box.locator(sel).evaluate((e) => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; });
  const table = await rect('.table-box svg');
  const log = await rect('.log-box');
  check(log.left > table.right, `beside: at 1400 px the log (left ${log.left}) is right of the table (right ${table.right})`);
  check(log.top < table.bottom, 'beside: the log starts beside the table, not below it');
  check(await stepTo(page, box, 'Pavlos K call (flop)'), 'beside: steps to the flop call');
  const before = await box.locator('ol.log li.current').allTextContents();
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowRight');
  const after = await box.locator('ol.log li.current').allTextContents();
  check(before.length === 1 && after.length === 1 && before[0] !== after[0], `beside: stepping moves the marked line (${before} -> ${after})`);
  equal(await page.evaluate(() => window.scrollY), scrollY, 'beside: stepping does not scroll the page');
  const seen = await box.locator('ol.log li.current').evaluate((li) => {
    const b = li.closest('.log-box').getBoundingClientRect(); const r = li.getBoundingClientRect();
    return r.top >= b.top && r.bottom <= b.bottom;
  });
  check(seen, 'beside: the marked line is in view within the log box');
  await page.locator('#' + anchor).screenshot({ path: path.join(out, 'replay-beside-log.png') });  // docs/html-replay.png
  // Narrow: the log below the table, as before.
  await page.setViewportSize({ width: 900, height: 900 });
  const narrowTable = await rect('.table-box svg');
  const narrowLog = await rect('.log-box');
  check(narrowLog.top >= narrowTable.bottom, 'beside: at 900 px the log is below the table');
  check(events.errors.length === 0 && events.dialogs.length === 0, 'beside: no console error ' + JSON.stringify(events));
  await page.close();
}

async function replayPage(browser) {
  const file = path.join(out, 'replay-one.html');
  spawnSync(bin, ['replay', 'samples/replay_side_pots.txt', '--html', file], { cwd: source });
  const { page, events } = await open(browser, file);
  const box = page.locator('.replayer');
  await box.locator('.controls').waitFor();
  check((await box.locator('.step-label').textContent()).startsWith('Step '), 'replay --html: the replayer is open');
  await box.focus();
  await page.keyboard.press('End');
  check((await box.locator('.step-label').textContent()).includes('Result'), 'replay --html: End goes to the result');
  check((await box.locator('.pots .pot-amount').count()) >= 2, 'replay --html: the side pots at the result');
  check(events.errors.length === 0 && events.dialogs.length === 0, 'replay --html: no console error ' + JSON.stringify(events));
  await page.close();
}

(async () => {
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    for (const t of [samples, stud, draw, hostile, besideLog, replayPage]) {
      try { await t(browser); } catch (e) { failures++; console.log('FAIL ' + t.name + ': ' + e.message); }
    }
  } finally {
    await browser.close();
  }
  console.log(`${failures} failure(s), ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in ${out}`);
  process.exit(failures ? 1 : 0);
})();
