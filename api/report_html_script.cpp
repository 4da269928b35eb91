// The html report's script (api/report_html_page.h): the findings table
// (sorted and filtered), the links across hands and the replayer of each
// hand, built from the page's JSON data blocks. Text from the logs goes
// into the page as textContent only. Its SHA-256 is in the page's
// Content-Security-Policy: no other script runs.
#include "api/report_html_page.h"

namespace api::html {

std::string_view page_script() {
  static constexpr std::string_view kScript = R"js(
(function () {
  'use strict';
  // Every string from the logs reaches the page through textContent or an
  // SVG attribute that is not a URL; links go to anchors the report made
  // ("h-" and [A-Za-z0-9_-] only).
  var doc = document;
  var SVG = 'http://www.w3.org/2000/svg';
  var ANCHOR = /^h-[A-Za-z0-9_-]+$/;
  var SUITS = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
  var SUIT_NAMES = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

  function el(tag, cls, text) {
    var e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function svg(tag, attrs, text) {
    var e = doc.createElementNS(SVG, tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, String(attrs[k]));
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function readJson(node) {
    if (!node) return null;
    try { return JSON.parse(node.textContent); } catch (e) { return null; }
  }
  function button(label, cls, onClick) {
    var b = el('button', cls, label);
    b.type = 'button';
    b.addEventListener('click', onClick);
    return b;
  }
  function setHref(a, anchor) {
    if (ANCHOR.test(anchor)) a.setAttribute('href', '#' + anchor);
  }

  // The four-colour deck: a class on <body>, the suits keep their symbols.
  var four = doc.getElementById('four-colour');
  if (four) {
    four.addEventListener('change', function () { doc.body.classList.toggle('four-colour', four.checked); });
  }

  function cardLabel(text) {
    var r = text.charAt(0), s = text.charAt(1).toLowerCase();
    return { rank: r === 'T' ? '10' : r, suit: s, symbol: SUITS[s] || s, name: (SUIT_NAMES[s] || s) };
  }
  function cardNode(text) {
    var span = el('span', 'card');
    if (!text || text.length < 2) { span.classList.add('back'); span.textContent = '??'; return span; }
    var c = cardLabel(text);
    span.classList.add('suit-' + (SUITS[c.suit] ? c.suit : 'x'));
    span.textContent = c.rank + c.symbol;
    span.title = c.rank + ' of ' + c.name;
    return span;
  }
  function cardsNode(list, cls) {
    var span = el('span', 'cards' + (cls ? ' ' + cls : ''));
    (list || []).forEach(function (c) { span.appendChild(cardNode(c)); });
    return span;
  }
  function svgCards(parent, list, x, y) {
    var t = svg('text', { x: x, y: y, 'class': 'svg-cards', 'text-anchor': 'middle' });
    (list || []).forEach(function (c, i) {
      var l = cardLabel(c);
      var span = svg('tspan', { 'class': 'suit-' + (SUITS[l.suit] ? l.suit : 'x') }, (i ? ' ' : '') + l.rank + l.symbol);
      t.appendChild(span);
    });
    parent.appendChild(t);
  }

  // ---- hands ------------------------------------------------------------
  var hands = [];      // {meta, section}
  var byAnchor = {};
  var bySource = Object.create(null);  // the hands of each file, for handAt
  Array.prototype.forEach.call(doc.querySelectorAll('section.hand'), function (section) {
    var meta = readJson(section.querySelector('script.hand-meta'));
    if (!meta) return;
    var hand = { meta: meta, section: section, built: false };
    hands.push(hand);
    byAnchor[meta.anchor] = hand;
    (bySource[meta.source] || (bySource[meta.source] = [])).push(hand);
    var box = section.querySelector('.replayer');
    if (box && section.querySelector('script.hand-replay')) {
      var open = button('Replay this hand', 'open-replay', function () { buildReplayer(hand, true); });
      box.appendChild(open);
    }
  });

  function handAt(source, line) {
    var list = bySource[source] || [];
    for (var i = 0; i < list.length; ++i) {
      var m = list[i].meta;
      if (line >= m.line && line <= Math.max(m.line, m.end_line)) return list[i];
    }
    return null;
  }

  function findingNode(f) {
    var li = el('li', 'finding sev-' + f.severity);
    li.appendChild(el('span', 'rule', f.rule));
    li.appendChild(doc.createTextNode(' '));
    li.appendChild(el('span', 'sev', f.severity));
    li.appendChild(doc.createTextNode(' line ' + f.line + ': '));
    li.appendChild(el('span', 'msg', f.message));
    if (f.expected !== null || f.actual !== null) {
      var dl = el('dl', 'ea');
      dl.appendChild(el('dt', null, 'expected'));
      dl.appendChild(el('dd', 'expected', f.expected === null ? '\u2014' : f.expected));
      dl.appendChild(el('dt', null, 'actual'));
      dl.appendChild(el('dd', 'actual', f.actual === null ? '\u2014' : f.actual));
      li.appendChild(dl);
    }
    return li;
  }

  // The frames a replay steps through: the forced bets, each betting
  // action, the result; each finding at the frame where it arises (its own
  // line, else the last frame before it, else the result).
  function framesOf(data, meta) {
    var objs = data.replay || [];
    var head = objs[0] || {};
    var steps = objs.filter(function (o) { return o.type === 'step'; });
    var result = objs.filter(function (o) { return o.type === 'result'; })[0] || { pots: [], findings: [] };
    var frames = [];
    var startLine = head.forced_bets && head.forced_bets.length ? head.forced_bets[head.forced_bets.length - 1].line : meta.line;
    frames.push({ kind: 'start', label: head.replayed ? 'After the forced bets' : 'Not replayed: the hand could not be read whole',
                  line: startLine, lines: (head.forced_bets || []).map(function (b) { return b.line; }),
                  state: head.state || null, street: head.state ? head.state.street : data.streets[0], findings: [] });
    steps.forEach(function (s) {
      frames.push({ kind: 'step', label: s.player + ' ' + s.action, line: s.line, lines: [s.line], text: s.text,
                    state: s.state, street: s.state.street, actionStreet: s.action_street, findings: [] });
    });
    var last = frames[frames.length - 1];
    frames.push({ kind: 'result', label: 'Result', line: Math.max(meta.end_line, last.line), lines: [],
                  state: last.state, street: 'showdown', result: result, findings: [] });
    var lastStepLine = steps.length ? steps[steps.length - 1].line : startLine;
    (meta.findings || []).forEach(function (f) {
      var at = -1;
      for (var i = 0; i < frames.length - 1; ++i) if (frames[i].lines.indexOf(f.line) >= 0) at = i;
      if (at < 0) {
        if (f.line > lastStepLine || !head.replayed) at = frames.length - 1;
        else for (var k = 0; k < frames.length - 1; ++k) if (frames[k].line <= f.line) at = k;
      }
      if (at < 0) at = 0;
      frames[at].findings.push(f);
    });
    return { head: head, frames: frames };
  }

  function streetIndex(data, id) {
    var i = data.streets.indexOf(id);
    return i < 0 ? 0 : i;
  }

  // The cards a seat shows at a frame: stud up-cards as dealt so far, the
  // hero's own cards, everyone's known cards at the result.
  function seatCards(data, i, frame, si) {
    var p = (data.cards.players || [])[i] || { hole: [], up: [] };
    if (frame.kind === 'result') return p.hole.length ? p.hole : p.up;
    // Draw games, and the flop games whose log shows the hand dealt (the
    // hero's; drawmaha's and Irish's with their draw or discard): the hand
    // dealt, then each exchange the log shows up to this round.
    if (data.family === 'draw' || (p.dealt || []).length) {
      if (frame.kind === 'result' && p.hole.length) return p.hole;
      var hand = (p.dealt || []).slice();
      if (!hand.length) return [];
      drawsAt(data, i, frame, si).forEach(function (d) {
        (d.thrown || []).forEach(function (c) { var k = hand.indexOf(c); if (k >= 0) hand.splice(k, 1); });
        hand = hand.concat(d.drawn || []);
      });
      return hand;
    }
    if (data.family === 'stud') {
      if (i === data.hero) return p.hole;
      return p.up.slice(0, Math.min(p.up.length, si + 1));
    }
    if (i === data.hero) return p.hole;
    return [];
  }
  function boardAt(data, frame, si) {
    var board = (data.cards.board || [])[0] || [];
    if (data.family !== 'flop') return [];
    if (frame.kind === 'result') return board;
    var shown = [0, 3, 4, 5, 5, 5][si] || 0;
    return board.slice(0, Math.min(board.length, shown));
  }
  function drawsAt(data, i, frame, si) {
    return (data.cards.draws || []).filter(function (d) { return d.player === i && (frame.kind === 'result' || d.street <= si); });
  }

  function drawTable(data, head, frame) {
    var W = 760, H = 420, cx = W / 2, cy = 195;
    var root = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, width: W, height: H, 'class': 'felt', role: 'img',
                            'aria-label': 'The table at this step' });
    root.appendChild(svg('ellipse', { cx: cx, cy: cy, rx: 220, ry: 100, 'class': 'felt-oval' }));
    var si = frame.kind === 'result' ? 5 : streetIndex(data, frame.street);
    var state = frame.state;
    var seats = head.seats || [];
    var n = Math.max(seats.length, 2);
    seats.forEach(function (seat, i) {
      var a = Math.PI / 2 + (2 * Math.PI * i) / n;
      var x = cx + 300 * Math.cos(a), y = cy + 155 * Math.sin(a);
      var bx = cx + 160 * Math.cos(a), by = cy + 68 * Math.sin(a);
      var p = state && state.players ? state.players[i] : null;
      var cls = 'seat';
      if (p && p.folded) cls += ' folded';
      if (p && p.all_in) cls += ' all-in';
      if (state && state.next && state.next.player === seat.name && frame.kind !== 'result') cls += ' to-act';
      var g = svg('g', { 'class': cls });
      g.appendChild(svg('rect', { x: x - 70, y: y - 30, width: 140, height: 60, rx: 8, 'class': 'seat-box' }));
      g.appendChild(svg('text', { x: x, y: y - 14, 'text-anchor': 'middle', 'class': 'seat-name' }, seat.name));
      var stack = p ? p.stack : seat.stack;
      g.appendChild(svg('text', { x: x, y: y + 2, 'text-anchor': 'middle', 'class': 'seat-stack' },
                        stack + (p && p.all_in ? ' all-in' : '') + (p && p.folded ? ' folded' : '')));
      var cards = seatCards(data, i, frame, si);
      if (cards.length) svgCards(g, cards, x, y + 20);
      var draws = drawsAt(data, i, frame, si);
      if (draws.length) {
        g.appendChild(svg('text', { x: x, y: y + 44, 'text-anchor': 'middle', 'class': 'seat-draw' },
                          draws.map(function (e) { return e.pat ? 'pat' : 'drew ' + e.count; }).join(', ')));
      }
      if (seat.seat === head.button_seat && data.family !== 'stud') {
        g.appendChild(svg('circle', { cx: x + 62, cy: y - 26, r: 10, 'class': 'button-disc' }));
        g.appendChild(svg('text', { x: x + 62, y: y - 22, 'text-anchor': 'middle', 'class': 'button-text' }, 'D'));
      }
      if (p && p.in_front && Number(p.in_front) > 0 && frame.kind !== 'result') {
        g.appendChild(svg('text', { x: bx, y: by, 'text-anchor': 'middle', 'class': 'bet' }, p.in_front));
      }
      root.appendChild(g);
    });
    // At the result, the pots as the rules cut them at the end (the
    // uncalled bet back), else as they stand after the step.
    var atEnd = frame.kind === 'result' && frame.result.pots && frame.result.pots.length;
    var pots = atEnd ? frame.result.pots : (state ? state.pots : []);
    if (state) {
      root.appendChild(svg('text', { x: cx, y: cy - 30, 'text-anchor': 'middle', 'class': 'pot-total' },
                           atEnd ? 'At the end' : 'Pot ' + state.pot));
      (pots || []).forEach(function (pot, k) {
        if (k === 0 && pots.length === 1 && !atEnd) return;
        root.appendChild(svg('text', { x: cx, y: cy - 12 + 14 * k, 'text-anchor': 'middle', 'class': 'pot-part' },
                             (k === 0 ? 'Main ' : 'Side ' + k + ' ') + pot.amount));
      });
    }
    var board = boardAt(data, frame, si);
    if (board.length) svgCards(root, board, cx, cy + 40);
    return root;
  }

  // A pot: its name, amount and who may win it.
  function potItem(pot, k) {
    var li = el('li', 'pot');
    li.appendChild(el('span', 'pot-name', k === 0 ? 'Main pot' : 'Side pot ' + k));
    li.appendChild(doc.createTextNode(': '));
    li.appendChild(el('span', 'pot-amount', pot.amount));
    li.appendChild(doc.createTextNode(' \u2014 eligible: '));
    li.appendChild(el('span', 'pot-eligible', pot.eligible.join(', ')));
    return li;
  }
  function awards(list) { return list.map(function (a) { return a.player + ' ' + a.amount; }).join(', '); }

  function potsList(frame) {
    var ul = el('ul', 'pots');
    if (frame.kind === 'result') {
      (frame.result.pots || []).forEach(function (pot, k) {
        var li = potItem(pot, k);
        if (pot.awards.length) {
          li.appendChild(doc.createTextNode('; the log: '));
          li.appendChild(el('span', 'pot-awards', awards(pot.awards)));
        }
        if (pot.rules_awards) {
          li.appendChild(doc.createTextNode('; the rules: '));
          li.appendChild(el('span', 'pot-rules', awards(pot.rules_awards)));
        }
        ul.appendChild(li);
      });
      if (frame.result.uncalled) ul.appendChild(el('li', 'uncalled', 'Uncalled: ' + frame.result.uncalled.amount + ' to ' + frame.result.uncalled.player));
      if (frame.result.rake !== null && frame.result.rake !== undefined) ul.appendChild(el('li', 'rake', 'Rake: ' + frame.result.rake));
      return ul;
    }
    if (!frame.state) return ul;
    (frame.state.pots || []).forEach(function (pot, k) { ul.appendChild(potItem(pot, k)); });
    return ul;
  }

  function buildReplayer(hand, focus) {
    var box = hand.section.querySelector('.replayer');
    if (!box) return;
    if (hand.built) { if (focus) box.focus(); return; }
    var data = readJson(hand.section.querySelector('script.hand-replay'));
    if (!data) return;
    hand.built = true;
    var meta = hand.meta;
    var model = framesOf(data, meta);
    var frames = model.frames;
    var at = 0;
    box.textContent = '';
    box.tabIndex = 0;
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Replayer: left and right arrow keys step back and forward');
    var bar = el('div', 'controls');
    var first = button('\u00AB First', 'first', function () { show(0); });
    var back = button('\u25C0 Back', 'back', function () { show(at - 1); });
    var fwd = button('Forward \u25B6', 'forward', function () { show(at + 1); });
    var lastB = button('Last \u00BB', 'last', function () { show(frames.length - 1); });
    var where = el('span', 'step-label');
    where.setAttribute('aria-live', 'polite');
    [first, back, fwd, lastB, where].forEach(function (b) { bar.appendChild(b); });
    box.appendChild(bar);
    var grid = el('div', 'replay-grid');
    var tableBox = el('div', 'table-box');
    var side = el('div', 'side');
    var potsBox = el('div', 'pots-box');
    var nextBox = el('p', 'next');
    var findBox = el('div', 'step-findings');
    side.appendChild(potsBox);
    side.appendChild(nextBox);
    side.appendChild(findBox);
    grid.appendChild(tableBox);
    grid.appendChild(side);
    box.appendChild(grid);
    // In the grid: beside the table on a wide screen, below it else (the style).
    var log = el('ol', 'log');
    log.start = data.log_first;
    var logItems = (data.log || []).map(function (line) {
      var li = el('li', null, line.length ? line : '\u00A0');
      log.appendChild(li);
      return li;
    });
    var logBox = el('div', 'log-box');
    logBox.appendChild(el('h4', null, 'The log'));
    logBox.appendChild(log);
    grid.appendChild(logBox);

    function show(k) {
      at = Math.max(0, Math.min(frames.length - 1, k));
      var f = frames[at];
      box.setAttribute('data-step', String(at));
      where.textContent = 'Step ' + at + ' of ' + (frames.length - 1) + ': ' + f.label +
        (f.kind === 'step' ? ' (' + f.actionStreet + ')' : '');
      first.disabled = back.disabled = at === 0;
      fwd.disabled = lastB.disabled = at === frames.length - 1;
      tableBox.textContent = '';
      if ((model.head.seats || []).length) tableBox.appendChild(drawTable(data, model.head, f));
      else tableBox.appendChild(el('p', 'not-replayed', 'The hand could not be read whole: its log and findings only.'));
      potsBox.textContent = '';
      potsBox.appendChild(el('h4', null, f.kind === 'result' ? 'Pots and awards' : 'Pots'));
      potsBox.appendChild(potsList(f));
      nextBox.textContent = f.state && f.state.next && f.kind !== 'result' ? 'Next: ' + f.state.next.text : '';
      findBox.textContent = '';
      if (f.findings.length) {
        findBox.appendChild(el('h4', null, 'Findings at this step'));
        var ul = el('ul', 'findings-here');
        f.findings.forEach(function (x) { ul.appendChild(findingNode(x)); });
        findBox.appendChild(ul);
      }
      logItems.forEach(function (li, i) {
        var n = data.log_first + i;
        var on = f.lines.indexOf(n) >= 0 || (f.kind === 'result' && n > frames[frames.length - 2].line);
        li.classList.toggle('current', on && f.kind !== 'result' ? true : false);
        li.classList.toggle('after', f.kind === 'result' && on);
        var flagged = f.findings.some(function (x) { return x.line === n; });
        li.classList.toggle('flagged', flagged);
      });
      var cur = logItems[f.line - data.log_first];
      // The marked line into the middle of the log's box: the box scrolls, never the page.
      if (cur && f.kind !== 'result') {
        var top = cur.getBoundingClientRect().top - logBox.getBoundingClientRect().top + logBox.scrollTop;
        logBox.scrollTop = Math.max(0, top - (logBox.clientHeight - cur.offsetHeight) / 2);
      }
    }
    box.addEventListener('keydown', function (e) {
      var k = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: frames.length - 1 }[e.key];
      if (k === undefined) return;
      e.preventDefault();
      show(k);
    });
    // The first frame with a finding, so the reader lands where it arises.
    var firstFinding = 0;
    for (var i = 0; i < frames.length; ++i) if (frames[i].findings.length) { firstFinding = i; break; }
    show(firstFinding);
    if (focus) box.focus();
  }

  // ---- findings table ------------------------------------------------------
  var rows = [];
  hands.forEach(function (h) {
    (h.meta.findings || []).forEach(function (f) {
      rows.push({ rule: f.rule, severity: f.severity, table: h.meta.table || '', player: f.player || '',
                  source: h.meta.source, line: f.line, message: f.message, expected: f.expected, actual: f.actual,
                  anchor: h.meta.anchor, hand: h.meta.hand_id });
    });
  });
  // Hands past --html-max-hands: their place and findings only.
  Array.prototype.forEach.call(doc.querySelectorAll('#hands > script.hand-meta'), function (node) {
    var meta = readJson(node);
    if (!meta) return;
    (meta.findings || []).forEach(function (f) {
      rows.push({ rule: f.rule, severity: f.severity, table: meta.table || '', player: f.player || '',
                  source: meta.source, line: f.line, message: f.message, expected: f.expected, actual: f.actual,
                  anchor: '', hand: meta.hand_id });
    });
  });
  Array.prototype.forEach.call(doc.querySelectorAll('section.cross-table'), function (section) {
    var t = readJson(section.querySelector('script.table-meta'));
    if (!t) return;
    (t.findings || []).forEach(function (f) {
      var later = handAt(f.source, f.line);
      rows.push({ rule: f.rule, severity: f.severity, table: t.type === 'tournament' ? 'tournament ' + t.tournament : t.table,
                  player: f.player || '', source: f.source, line: f.line, message: f.message, expected: f.expected,
                  actual: f.actual, anchor: later ? later.meta.anchor : '', hand: f.hand_id, cross: true });
    });
  });
  rows.forEach(function (r, i) { r.order = i; });

  // The cross-hand findings' links: kept where the hand is on the page.
  Array.prototype.forEach.call(doc.querySelectorAll('a.hand-ref'), function (a) {
    var target = null;
    if (a.classList.contains('later')) {
      var h = handAt(a.getAttribute('data-source'), Number(a.getAttribute('data-line')));
      if (h) { setHref(a, h.meta.anchor); target = h; }
    } else {
      target = byAnchor[(a.getAttribute('href') || '').slice(1)] || null;
    }
    if (!target) {
      var span = el('span', 'hand-ref absent', a.textContent + ' \u2014 not on the page (past --html-max-hands, named by a note only, or its input could not be read again)');
      a.parentNode.replaceChild(span, a);
    }
  });

  var tableHost = doc.getElementById('findings-table');
  if (tableHost) {
    var columns = [
      { key: 'rule', name: 'Rule' }, { key: 'severity', name: 'Severity' }, { key: 'table', name: 'Table' },
      { key: 'player', name: 'Player' }, { key: 'where', name: 'File:line' }, { key: 'message', name: 'Message' }];
    var filters = el('form', 'filters');
    filters.setAttribute('role', 'search');
    filters.addEventListener('submit', function (e) { e.preventDefault(); });
    function distinct(key) {
      var seen = {};
      rows.forEach(function (r) { seen[r[key]] = true; });
      return Object.keys(seen).sort();
    }
    function select(key, label) {
      var l = el('label', null, label + ' ');
      var s = el('select', 'filter-' + key);
      s.appendChild(el('option', null, 'all')).value = '';
      distinct(key).forEach(function (v) { var o = el('option', null, v === '' ? '(none)' : v); o.value = 'v:' + v; s.appendChild(o); });
      s.addEventListener('change', render);
      l.appendChild(s);
      filters.appendChild(l);
      return s;
    }
    var fRule = select('rule', 'Rule');
    var fSev = select('severity', 'Severity');
    var fTable = select('table', 'Table');
    var fFile = select('source', 'File');
    var pl = el('label', null, 'Player ');
    var fPlayer = el('input', 'filter-player');
    fPlayer.type = 'search';
    fPlayer.addEventListener('input', render);
    pl.appendChild(fPlayer);
    filters.appendChild(pl);
    var count = el('p', 'shown');
    count.setAttribute('aria-live', 'polite');
    var table = el('table', 'findings');
    var thead = el('thead');
    var tr = el('tr');
    var sortKey = 'order', sortDir = 1;
    columns.forEach(function (c) {
      var th = el('th');
      th.scope = 'col';
      var b = button(c.name, 'sort', function () {
        var k = c.key === 'where' ? 'source' : c.key;
        sortDir = sortKey === k ? -sortDir : 1;
        sortKey = k;
        Array.prototype.forEach.call(tr.querySelectorAll('th'), function (x) { x.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', sortDir > 0 ? 'ascending' : 'descending');
        render();
      });
      th.appendChild(b);
      tr.appendChild(th);
    });
    thead.appendChild(tr);
    table.appendChild(thead);
    var tbody = el('tbody');
    table.appendChild(tbody);
    tableHost.appendChild(filters);
    tableHost.appendChild(count);
    tableHost.appendChild(table);
    var MAX_ROWS = 1000;  // a table of 5,000 rows took seconds to lay out
    function matches(s, v) { return s.value === '' || s.value === 'v:' + v; }
    function render() {
      var p = fPlayer.value.toLowerCase();
      var shown = rows.filter(function (r) {
        return matches(fRule, r.rule) && matches(fSev, r.severity) && matches(fTable, r.table) &&
               matches(fFile, r.source) && (!p || r.player.toLowerCase().indexOf(p) >= 0);
      });
      shown.sort(function (a, b) {
        var x = a[sortKey], y = b[sortKey];
        if (sortKey === 'source' && x === y) { x = a.line; y = b.line; }
        if (x === y) return a.order - b.order;
        return (x < y ? -1 : 1) * sortDir;
      });
      tbody.textContent = '';
      shown.slice(0, MAX_ROWS).forEach(function (r) {
        var row = el('tr', 'sev-' + r.severity);
        row.appendChild(el('td', 'rule', r.rule));
        row.appendChild(el('td', 'sev', r.severity));
        row.appendChild(el('td', 'table', r.table));
        row.appendChild(el('td', 'player', r.player));
        var td = el('td', 'where');
        if (r.anchor) {
          var a = el('a', null, r.source + ':' + r.line);
          setHref(a, r.anchor);
          td.appendChild(a);
        } else {
          td.textContent = r.source + ':' + r.line;
        }
        row.appendChild(td);
        var m = el('td', 'message', r.message);
        if (r.expected !== null || r.actual !== null)
          m.appendChild(el('span', 'ea', ' (expected: ' + (r.expected === null ? '\u2014' : r.expected) + '; actual: ' +
                                         (r.actual === null ? '\u2014' : r.actual) + ')'));
        row.appendChild(m);
        tbody.appendChild(row);
      });
      count.textContent = shown.length + ' of ' + rows.length + ' findings shown' +
        (shown.length > MAX_ROWS ? ' (the first ' + MAX_ROWS + ' listed: narrow the filters)' : '');
    }
    render();
  }

  // ---- navigation ----------------------------------------------------------
  function openFromHash() {
    var id = location.hash.slice(1);
    if (!ANCHOR.test(id)) return;
    var h = byAnchor[id];
    if (!h) return;
    buildReplayer(h, true);
    h.section.scrollIntoView();
  }
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
  // The page of one hand (replay --html): its replayer at once.
  if (doc.querySelector('#hands.single') && hands.length === 1) buildReplayer(hands[0], false);
})();
)js";
  return kScript;
}

}  // namespace api::html
