/// The preview page: the app's frames beside the animation inspector, with playback controls.
/// Served at `/`; it talks to the server over the WebSocket at `/socket`.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kinema Preview</title>
<style>
  :root {
    --bg: #0f1115; --panel: #171a21; --panel-2: #1e222b; --line: #2a2f3a; --text: #e7e9ee;
    --muted: #8b93a7; --accent: #ff9f43; --accent-2: #54a0ff; --good: #2ecc71; --bad: #ff6b6b;
    --radius: 14px; --mono: ui-monospace, "SF Mono", "DejaVu Sans Mono", Menlo, monospace;
  }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text);
    font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
  header { display: flex; align-items: center; gap: 12px; padding: 14px 22px; border-bottom: 1px solid var(--line);
    background: linear-gradient(180deg, #151821, #111319); }
  header h1 { font-size: 16px; font-weight: 650; margin: 0; letter-spacing: .2px; }
  header h1 span { color: var(--accent); }
  .meter { margin-left: auto; color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
  .pill { display: inline-flex; align-items: center; gap: 8px; padding: 4px 12px; border-radius: 999px;
    background: var(--panel-2); color: var(--muted); font-size: 12px; border: 1px solid var(--line); }
  .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--bad); box-shadow: 0 0 0 3px #ff6b6b22; }
  .pill.live .dot { background: var(--good); box-shadow: 0 0 0 3px #2ecc7122; }
  main { display: grid; grid-template-columns: minmax(320px, auto) minmax(380px, 1fr); gap: 22px; padding: 22px; align-items: start; }
  .card { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 18px; }
  .stage { position: relative; display: grid; place-items: center; }
  .device { position: relative; border-radius: 18px; overflow: hidden; background: #fff; cursor: pointer; touch-action: none;
    box-shadow: 0 18px 50px #0008, 0 0 0 1px #ffffff14; }
  .device canvas { display: block; user-select: none; }
  .ripple { position: absolute; width: 34px; height: 34px; margin: -17px 0 0 -17px; border-radius: 50%;
    border: 2px solid var(--accent-2); pointer-events: none; animation: ripple .45s ease-out forwards; }
  @keyframes ripple { from { transform: scale(.3); opacity: 1; } to { transform: scale(1.6); opacity: 0; } }
  .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin-top: 16px; }
  button { font: inherit; color: var(--text); background: var(--panel-2); border: 1px solid var(--line); border-radius: 10px;
    padding: 7px 12px; cursor: pointer; transition: background .15s, border-color .15s; }
  button:hover { border-color: #3b4252; background: #242936; }
  button.primary { background: var(--accent); color: #1b1206; border-color: transparent; font-weight: 650; min-width: 84px; }
  .segmented { display: inline-flex; border: 1px solid var(--line); border-radius: 10px; overflow: hidden; }
  .segmented button { border: 0; border-radius: 0; padding: 7px 10px; background: transparent; color: var(--muted); }
  .segmented button.on { background: var(--accent-2); color: #fff; }
  .scrub { display: flex; align-items: center; gap: 12px; margin-top: 14px; color: var(--muted); font-size: 12px; }
  .scrub input { flex: 1; accent-color: var(--accent); }
  .clock { font-family: var(--mono); color: var(--text); min-width: 86px; text-align: right; }
  h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); margin: 0 0 12px; font-weight: 600; }
  .attributes { display: flex; flex-direction: column; gap: 8px; max-height: 44vh; overflow: auto; }
  .attribute { text-align: left; display: grid; gap: 3px; padding: 10px 12px; border-radius: 10px;
    background: var(--panel-2); border: 1px solid transparent; }
  .attribute.selected { border-color: var(--accent); background: #2a2219; }
  .attribute .name { font-weight: 600; }
  .attribute .name small { color: var(--muted); font-weight: 400; margin-left: 6px; padding: 1px 7px; border-radius: 999px; background: #ffffff0d; }
  .attribute .anim { color: var(--accent); font-family: var(--mono); font-size: 12px; overflow-wrap: anywhere; }
  .attribute .values, .attribute .source { font-family: var(--mono); font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
  .attribute .values b { color: var(--text); font-weight: 500; }
  .empty { color: var(--muted); padding: 18px; text-align: center; border: 1px dashed var(--line); border-radius: 10px; }
  .plot { margin-top: 18px; }
  .plot canvas { width: 100%; height: 200px; display: block; background: var(--panel-2); border-radius: 10px; }
  .legend { color: var(--muted); font-size: 12px; margin-top: 6px; min-height: 18px; }
  .overlay { position: fixed; inset: 0; display: none; place-items: center; background: #0b0c10cc; backdrop-filter: blur(4px); z-index: 10; }
  .overlay.shown { display: grid; }
  .overlay .box { text-align: center; padding: 28px 36px; background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius);
    box-shadow: 0 20px 60px #000a; max-width: 420px; }
  .overlay h3 { margin: 10px 0 6px; font-size: 17px; }
  .overlay p { margin: 0; color: var(--muted); }
  .spinner { width: 28px; height: 28px; margin: 0 auto; border-radius: 50%; border: 3px solid var(--line); border-top-color: var(--accent);
    animation: spin 1s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
  .toast { position: fixed; bottom: 18px; left: 50%; transform: translateX(-50%); background: #3a1f22; color: #ffd1d1; border: 1px solid #6b2a30;
    padding: 8px 14px; border-radius: 10px; font-size: 12px; opacity: 0; transition: opacity .3s; pointer-events: none; }
  .toast.shown { opacity: 1; }
  .views { font: inherit; font-size: 12px; color: var(--text); background: var(--panel-2); border: 1px solid var(--line);
    border-radius: 999px; padding: 4px 10px; max-width: 320px; }
  .pill.building .dot { background: var(--accent); box-shadow: 0 0 0 3px #ff9f4322; animation: pulse 1s ease-in-out infinite; }
  @keyframes pulse { 50% { opacity: .3; } }
  .build-errors { position: absolute; left: 0; right: 0; bottom: 0; max-height: 70%; display: none; overflow: auto; padding: 14px;
    border-radius: 14px 14px 18px 18px; background: #16080ae6; box-shadow: 0 -8px 24px #0006; color: #ffd1d1; font-size: 12px; text-align: left; z-index: 5; }
  .build-errors.shown { display: block; }
  .build-errors h3 { margin: 0 0 10px; font-size: 14px; color: #fff; }
  .build-errors .diagnostic { display: block; width: 100%; text-align: left; margin: 0 0 8px; padding: 8px 10px; border-radius: 8px;
    background: #2a1215; border: 1px solid #6b2a30; color: inherit; font: 12px/1.4 var(--mono); white-space: pre-wrap; cursor: pointer; }
  .build-errors .where { color: #ff9f9f; }
  .build-errors pre { margin: 6px 0 0; padding: 6px 8px; background: #0b0c10; border-radius: 6px; color: #c9d1d9; overflow: auto; display: none; }
  .build-errors .diagnostic.open pre { display: block; }
  .build-errors pre b { color: #ffd166; font-weight: 600; }
  .build-errors .detail { white-space: pre-wrap; font: 11px/1.4 var(--mono); color: #e8c5c8; margin: 8px 0 0; }
  @media (max-width: 860px) { main { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
  <h1><span>◉</span> Kinema Preview</h1>
  <div class="meter" id="meter" title="Frames drawn in the last second; time from the last click to the frame it changed; median time from a drag's recent moves to the frames they changed"></div>
  <select class="views" id="views" hidden aria-label="The view to run"></select>
  <div class="pill" id="build" hidden><span class="dot"></span><span id="build-text"></span></div>
  <div class="pill" id="status"><span class="dot"></span><span id="status-text">connecting…</span></div>
</header>
<main>
  <section class="card">
    <div class="stage"><div class="device" id="device" title="Click, drag or scroll the app"><canvas id="frame" aria-label="The running app"></canvas>
      <div class="build-errors" id="build-errors" role="alert"></div></div></div>
    <div class="controls">
      <button class="primary" id="play">Pause</button>
      <button id="step" title="Advance one frame">Step ▸|</button>
      <div class="segmented" id="speeds" role="group" aria-label="Speed">
        <button data-speed="0.1">×0.1</button><button data-speed="0.25">×0.25</button><button data-speed="0.5">×0.5</button><button data-speed="1" class="on">×1</button>
      </div>
    </div>
    <div class="scrub">
      <span>history</span>
      <input type="range" id="scrub" min="0" max="0" value="0" aria-label="Scrub back over recent frames">
      <span class="clock" id="clock">0.000 s</span>
    </div>
  </section>
  <section class="card">
    <h2>Animating now</h2>
    <div class="attributes" id="attributes"><div class="empty">Nothing is animating. Tap the app.</div></div>
    <div class="plot">
      <h2 id="plot-title">Presented value</h2>
      <canvas id="plot" width="800" height="200"></canvas>
      <div class="legend" id="legend">Select an attribute to plot it.</div>
    </div>
  </section>
</main>
<div class="overlay" id="overlay"><div class="box"><div class="spinner"></div>
  <h3 id="overlay-title">The preview server went away</h3><p id="reason"></p><p id="retry">Retrying…</p></div></div>
<div class="toast" id="toast"></div>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
const colors = ["#ff9f43", "#54a0ff", "#2ecc71", "#e056fd", "#feca57", "#48dbfb"];
// Everything the page knows, readable from outside (tests read it over the DevTools protocol).
// tapLatencies: milliseconds from each click to the first frame drawn after it (the newest 100);
// moveLatencies: the same from each move of a pointer that is down (the newest 100);
// drawnAt: when each frame of the last second was drawn (performance.now()); fps: how many.
// build: the newest build's status; views: the views to switch to; speed: the speed chosen here,
// asked for again of a new build's server.
const kinema = window.kinema = { connected: false, size: null, state: null, frames: 0, selected: null,
  build: null, views: [], current: null, speed: 1, reloading: false, connections: 0,
  samples: new Map(), seen: new Map(), errors: [], tapLatencies: [], moveLatencies: [], drawnAt: [], fps: 0 };
let clickedAt = null, movedAt = null, moveMedian = null;
let socket = null, retryDelay = 100, scrubbing = false, drawing = Promise.resolve();

function connect() {
  socket = new WebSocket(`ws://${location.host}/socket`);
  socket.binaryType = "arraybuffer";
  socket.onopen = () => {
    kinema.connected = true; kinema.connections += 1; retryDelay = 100; setStatus(true); sendDisplay();
    // A new build's server starts at full speed: keep the speed chosen here.
    if (kinema.speed !== 1) send({ type: "speed", value: kinema.speed });
    // Its clock starts again from zero: the plot starts afresh, on the attribute selected.
    if (kinema.connections > 1) { kinema.samples.clear(); kinema.seen.clear(); }
  };
  socket.onmessage = (event) => typeof event.data === "string" ? receive(JSON.parse(event.data)) : show(event.data);
  socket.onclose = (event) => {
    kinema.connected = false;
    kinema.closeReason = event.reason;
    setStatus(false);
    // The server says why it closed a page (too many pages, a message too large…), or that it
    // is going away (1001).
    const refused = event.reason && event.code !== 1001;
    // A new build is starting: the picture stays, and the page reconnects without a word.
    // (For ten seconds: a server that does not come back by then has gone.)
    if (kinema.reloading && !refused && performance.now() - kinema.reloading < 10000) { setTimeout(connect, 50); return; }
    $("overlay-title").textContent = refused ? "The preview server closed this page" : "The preview server went away";
    $("reason").textContent = event.reason;
    retry();
  };
}

function retry() {
  let left = retryDelay;
  // A server that comes back within a moment (a new build) needs no overlay.
  clearTimeout(retry.overlay);
  retry.overlay = setTimeout(() => { if (!kinema.connected) $("overlay").classList.add("shown"); }, 1500);
  const tick = () => { $("retry").textContent = `Retrying in ${(left / 1000).toFixed(1)} s…`; };
  tick();
  const timer = setInterval(() => { left = Math.max(0, left - 100); tick(); }, 100);
  setTimeout(() => { clearInterval(timer); $("retry").textContent = "Connecting…"; connect(); }, retryDelay);
  retryDelay = Math.min(retryDelay * 1.5, 3000);
}

function setStatus(live) {
  $("status").classList.toggle("live", live);
  $("status-text").textContent = live ? "live" : "disconnected";
  if (live) { $("overlay").classList.remove("shown"); kinema.reloading = false; }
}

// The server draws frames with as many pixels per point as the display has.
let sentScale = null;
function sendDisplay() {
  sentScale = window.devicePixelRatio || 1;
  send({ type: "display", scale: Math.min(Math.max(sentScale, 0.25), 4) });
}
window.addEventListener("resize", () => { if ((window.devicePixelRatio || 1) !== sentScale) sendDisplay(); });

function send(command) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command));
}

// A frame's changed pixels: where they go (two little-endian 32-bit integers), then a PNG.
// Patches are drawn in the order they came, each once decoded.
function show(buffer) {
  const header = new DataView(buffer, 0, 8), x = header.getUint32(0, true), y = header.getUint32(4, true);
  const png = new Blob([new Uint8Array(buffer, 8)], { type: "image/png" });
  drawing = drawing.then(() => createImageBitmap(png)).then((bitmap) => {
    $("frame").getContext("2d").drawImage(bitmap, x, y);
    bitmap.close();
    kinema.frames += 1;
    frameDrawn();
  }).catch((error) => kinema.errors.push(`a frame could not be shown: ${error}`));
}

// The meter: frames drawn in the last second, how long the last click took to change the
// picture, and how long a drag's moves take (each is measured at the first frame drawn after it;
// frames come only when something changed). A move is timed from the oldest one the frames have
// not caught up with, and the meter shows the median of the recent ones: one slow frame in a
// drag says less than the middle of them.
function frameDrawn() {
  const now = performance.now();
  kinema.drawnAt.push(now);
  if (clickedAt !== null) {
    kinema.tapLatencies.push(now - clickedAt);
    if (kinema.tapLatencies.length > 100) kinema.tapLatencies.shift();
    clickedAt = null;
  }
  if (movedAt !== null) {
    kinema.moveLatencies.push(now - movedAt);
    if (kinema.moveLatencies.length > 100) kinema.moveLatencies.shift();
    movedAt = null;
    moveMedian = median(kinema.moveLatencies);
  }
  showMeter();
}

// Sorted in a buffer kept for it, so that a frame allocates nothing to find the median.
const sorted = new Float64Array(100);
function median(values) {
  const n = values.length;
  for (let i = 0; i < sorted.length; i++) sorted[i] = i < n ? values[i] : Infinity;
  sorted.sort();
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

function showMeter() {
  const now = performance.now();
  while (kinema.drawnAt.length && kinema.drawnAt[0] < now - 1000) kinema.drawnAt.shift();
  kinema.fps = kinema.drawnAt.length;
  const last = kinema.tapLatencies[kinema.tapLatencies.length - 1];
  $("meter").textContent = `${kinema.fps} fps` + (last === undefined ? "" : ` · tap → frame ${last.toFixed(0)} ms`)
    + (moveMedian === null ? "" : ` · move → frame ${moveMedian.toFixed(0)} ms`);
}
setInterval(showMeter, 250);

function receive(message) {
  if (message.kind === "hello") {
    kinema.size = { width: message.width, height: message.height };
    const frame = $("frame");
    // The same size again (a new build) keeps the picture until the new one comes.
    if (frame.width !== message.pixelWidth) frame.width = message.pixelWidth;
    if (frame.height !== message.pixelHeight) frame.height = message.pixelHeight;
    frame.style.width = message.width + "px";
    frame.style.height = message.height + "px";
  } else if (message.kind === "state") {
    update(message.state);
  } else if (message.kind === "error") {
    kinema.errors.push(message.message);
    if (kinema.errors.length > 20) kinema.errors.shift();
    toast(message.message);
  } else if (message.kind === "build") {
    showBuild(message.build);
  } else if (message.kind === "views") {
    showViews(message.views, message.current);
  } else if (message.kind === "reloading") {
    kinema.reloading = performance.now();
    setBuildPill("building", "loading the new build…");
  }
}

function setBuildPill(kind, text) {
  const pill = $("build");
  pill.hidden = !text;
  pill.className = "pill" + (kind === "ok" ? " live" : kind === "building" ? " building" : "");
  $("build-text").textContent = text;
}

// A build's status: its errors (or a trap's message and backtrace) over the last good frame;
// clicking an error shows its lines.
function showBuild(build) {
  kinema.build = build;
  const box = $("build-errors");
  const failed = build.phase === "failed" || build.phase === "trapped";
  setBuildPill(build.phase, { building: "building…", ok: "up to date", failed: "build failed", trapped: "trapped" }[build.phase] || "");
  box.classList.toggle("shown", failed);
  if (!failed) { box.innerHTML = ""; return; }
  box.innerHTML = `<h3>${escape(build.title)}</h3>` + build.diagnostics.map((d, i) => {
    const where = d.file.split("/").pop() + (d.line ? `:${d.line}` + (d.column ? `:${d.column}` : "") : "");
    const lines = d.excerpt.map((l) => (l.number === d.line ? "<b>" : "") + `${String(l.number).padStart(4)}  ${escape(l.text)}` + (l.number === d.line ? "</b>" : "")).join("\n");
    return `<button class="diagnostic" data-index="${i}" title="${escape(d.file)}"><span class="where">${escape(where)}</span>  ${escape(d.message)}${lines ? `<pre>${lines}</pre>` : ""}</button>`;
  }).join("") + (build.detail ? `<div class="detail">${escape(build.detail)}</div>` : "");
  for (const el of box.querySelectorAll(".diagnostic")) el.onclick = () => el.classList.toggle("open");
}

// The views of the files, to switch between.
function showViews(views, current) {
  kinema.views = views; kinema.current = current;
  const select = $("views");
  select.hidden = views.length < 2;
  const kinds = { preview: "#Preview", previewProvider: "PreviewProvider", app: "App", view: "View" };
  select.innerHTML = views.map((v) => `<option value="${escape(v.location)}"${v.location === current ? " selected" : ""}>${escape(v.name)} — ${escape(kinds[v.kind] || v.kind)}, ${escape(v.location.split("/").pop())}</option>`).join("");
}
$("views").onchange = (event) => send({ type: "view", location: event.target.value });

function update(state) {
  kinema.state = state;
  const live = state.historyIndex === null || state.historyIndex === undefined;
  if (live) record(state);
  scheduleInspector();
}

// The inspector is redrawn at most every 50 ms: states come with every frame, and rebuilding
// the list and the plot 60 times a second would take the time the frames need.
let inspectorTimer = null;
function scheduleInspector() {
  if (inspectorTimer === null) inspectorTimer = setTimeout(showInspector, 50);
}

function showInspector() {
  inspectorTimer = null;
  const state = kinema.state;
  if (!state) return;
  const live = state.historyIndex === null || state.historyIndex === undefined;
  $("play").textContent = state.paused ? "Play" : "Pause";
  for (const b of $("speeds").children) b.classList.toggle("on", Number(b.dataset.speed) === state.speed);
  const scrub = $("scrub");
  scrub.max = Math.max(0, state.historyCount - 1);
  if (!scrubbing) scrub.value = live ? scrub.max : state.historyIndex;
  $("clock").textContent = `${state.time.toFixed(3)} s${live ? "" : " ⟲"}`;
  renderAttributes(state.attributes);
  drawPlot();
}

// Samples of every attribute seen animating, a few seconds' worth each, for the plot.
function record(state) {
  for (const a of state.attributes) {
    kinema.seen.set(a.id, a);
    let list = kinema.samples.get(a.id);
    if (!list) { list = []; kinema.samples.set(a.id, list); }
    const last = list[list.length - 1];
    if (!last || last.t !== state.time) list.push({ t: state.time, v: a.presented });
    if (list.length > 600) list.shift();
  }
  if (kinema.samples.size > 64) {
    const oldest = kinema.samples.keys().next().value;
    if (oldest !== kinema.selected) { kinema.samples.delete(oldest); kinema.seen.delete(oldest); }
  }
  if (!kinema.selected && state.attributes.length) kinema.selected = state.attributes[0].id;
}

const fmt = (values) => "(" + values.map((v) => Number(v.toFixed(3))).join(", ") + ")";
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function renderAttributes(attributes) {
  const box = $("attributes");
  if (!attributes.length) { box.innerHTML = '<div class="empty">Nothing is animating. Tap the app.</div>'; return; }
  box.innerHTML = attributes.map((a) => `
    <button class="attribute${a.id === kinema.selected ? " selected" : ""}" data-id="${escape(a.id)}">
      <span class="name">${escape(a.view)} · ${escape(a.property)}${a.identifier ? `<small>${escape(a.identifier)}</small>` : ""}</span>
      <span class="anim">${escape(a.animation)}</span>
      <span class="values">${escape(fmt(a.from))} → ${escape(fmt(a.to))} &nbsp; now <b>${escape(fmt(a.presented))}</b></span>
      <span class="source">${a.source ? "from " + escape(a.source) : "source unknown"}</span>
    </button>`).join("");
  for (const el of box.querySelectorAll(".attribute")) {
    el.onclick = () => { kinema.selected = el.dataset.id; renderAttributes(kinema.state.attributes); drawPlot(); };
  }
}

function drawPlot() {
  const canvas = $("plot"), ctx = canvas.getContext("2d");
  const ratio = window.devicePixelRatio || 1, w = canvas.clientWidth, h = canvas.clientHeight;
  if (canvas.width !== w * ratio) { canvas.width = w * ratio; canvas.height = h * ratio; }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const id = kinema.selected, samples = id && kinema.samples.get(id), info = id && kinema.seen.get(id);
  if (!samples || samples.length < 2 || !info) { $("legend").textContent = "Select an attribute to plot it."; return; }
  $("plot-title").textContent = `${info.view} · ${info.property}`;
  // Angles are plotted in degrees; a colour as a band of swatches, not as four lines.
  const angles = new Set(info.angles || []), colorStart = info.colorStart ?? null;
  const isColor = (i) => colorStart !== null && i >= colorStart && i < colorStart + 4;
  // Angles animate as radians times 128 (AnimatableScale.factor).
  const shown = (i, v) => angles.has(i) ? v / 128 * 180 / Math.PI : v;
  // Plot the components that move; a scale's anchor, say, stays put.
  const moving = info.presented.map((_, i) => i).filter((i) => !isColor(i) && (samples.some((s) => s.v[i] !== samples[0].v[i]) || info.from[i] !== info.to[i]));
  const components = moving.length || colorStart !== null ? moving : [0];
  const t0 = samples[0].t, t1 = samples[samples.length - 1].t;
  const band = colorStart !== null ? 16 : 0;
  let lo = Infinity, hi = -Infinity;
  for (const s of samples) for (const i of components) { lo = Math.min(lo, shown(i, s.v[i])); hi = Math.max(hi, shown(i, s.v[i])); }
  for (const i of components) { for (const v of [info.to[i], info.from[i]]) { lo = Math.min(lo, shown(i, v)); hi = Math.max(hi, shown(i, v)); } }
  if (!components.length) { lo = 0; hi = 1; }
  const pad = (hi - lo) * 0.12 || 1; lo -= pad; hi += pad;
  const x = (t) => 40 + (w - 52) * (t1 > t0 ? (t - t0) / (t1 - t0) : 1), y = (v) => h - 18 - (h - 30 - band) * (v - lo) / (hi - lo);
  if (colorStart !== null) {
    // Linear components times 128, as the engine animates them, back to sRGB.
    const srgb = (c) => { const l = Math.min(Math.max(c / 128, 0), 1); return Math.round(255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * Math.pow(l, 1 / 2.4) - 0.055)); };
    samples.forEach((s, k) => {
      const next = k + 1 < samples.length ? x(samples[k + 1].t) : x(s.t) + 2;
      ctx.fillStyle = `rgba(${srgb(s.v[colorStart])}, ${srgb(s.v[colorStart + 1])}, ${srgb(s.v[colorStart + 2])}, ${Math.min(Math.max(s.v[colorStart + 3] / 128, 0), 1)})`;
      ctx.fillRect(x(s.t), 6, Math.max(next - x(s.t), 1), 12);
    });
    ctx.strokeStyle = "#2a2f3a"; ctx.strokeRect(40.5, 6.5, w - 52, 12);
  }
  ctx.font = "11px system-ui, sans-serif"; ctx.fillStyle = "#8b93a7"; ctx.strokeStyle = "#2a2f3a"; ctx.lineWidth = 1;
  for (let k = 0; k <= 4; k++) {
    const v = lo + (hi - lo) * k / 4, yy = Math.round(y(v)) + 0.5;
    ctx.beginPath(); ctx.moveTo(40, yy); ctx.lineTo(w - 12, yy); ctx.stroke(); ctx.fillText(v.toFixed(2), 4, yy + 4);
  }
  components.forEach((i, n) => {
    const color = colors[n % colors.length];
    ctx.setLineDash([4, 4]); ctx.strokeStyle = color + "88";
    ctx.beginPath(); ctx.moveTo(40, y(shown(i, info.to[i]))); ctx.lineTo(w - 12, y(shown(i, info.to[i]))); ctx.stroke();
    ctx.setLineDash([]); ctx.strokeStyle = color; ctx.lineWidth = 2; ctx.beginPath();
    samples.forEach((s, k) => k ? ctx.lineTo(x(s.t), y(shown(i, s.v[i]))) : ctx.moveTo(x(s.t), y(shown(i, s.v[i]))));
    ctx.stroke(); ctx.lineWidth = 1;
  });
  const state = kinema.state;
  if (state && state.historyIndex !== null && state.historyIndex !== undefined) {
    ctx.strokeStyle = "#ffffffaa"; ctx.beginPath(); ctx.moveTo(x(state.time), 8); ctx.lineTo(x(state.time), h - 18); ctx.stroke();
  }
  const latest = samples[samples.length - 1].v;
  const names = info.components || [];
  $("legend").innerHTML = `<span>${escape(info.animation)}</span> &nbsp; `
    + components.map((i, n) => `<span style="color:${colors[n % colors.length]}">■</span> ${escape(names[i] || "value " + (i + 1))}${angles.has(i) ? " (°)" : ""}: ${shown(i, latest[i]).toFixed(angles.has(i) ? 1 : 3)} → ${shown(i, info.to[i]).toFixed(angles.has(i) ? 1 : 3)}`).join(" &nbsp; ")
    + (colorStart !== null ? " &nbsp; <span>band: colour</span>" : "")
    + ` &nbsp; <span>${(t1 - t0).toFixed(2)} s shown; dashed: target</span>`;
}

function toast(text) {
  const el = $("toast"); el.textContent = text; el.classList.add("shown");
  clearTimeout(toast.timer); toast.timer = setTimeout(() => el.classList.remove("shown"), 2500);
}

// Pointer and wheel events, in the app's points whatever the page's zoom or the display's
// scale: the pointer is captured, so a drag that leaves the frame still ends (or is cancelled).
function appPoint(event) {
  const rect = $("frame").getBoundingClientRect();
  return { x: (event.clientX - rect.left) * kinema.size.width / rect.width, y: (event.clientY - rect.top) * kinema.size.height / rect.height };
}
const device = $("device");
device.addEventListener("pointerdown", (event) => {
  if (!kinema.size || event.button !== 0) return;
  device.setPointerCapture(event.pointerId);
  clickedAt = performance.now();
  movedAt = null;
  send({ type: "pointer", phase: "down", ...appPoint(event) });
  const rect = $("frame").getBoundingClientRect(), ripple = document.createElement("div");
  ripple.className = "ripple"; ripple.style.left = (event.clientX - rect.left) + "px"; ripple.style.top = (event.clientY - rect.top) + "px";
  device.appendChild(ripple); setTimeout(() => ripple.remove(), 500);
});
let hoverQueued = null;
device.addEventListener("pointermove", (event) => {
  if (!kinema.size) return;
  if (!device.hasPointerCapture(event.pointerId)) {
    // A mouse over the page with no button down hovers: one message a frame at most.
    if (event.pointerType !== "mouse") return;
    if (hoverQueued === null) requestAnimationFrame(() => { send({ type: "pointer", phase: "hover", ...hoverQueued }); hoverQueued = null; });
    hoverQueued = appPoint(event);
    return;
  }
  if (movedAt === null) movedAt = performance.now();
  send({ type: "pointer", phase: "move", ...appPoint(event) });
});
device.addEventListener("pointerup", (event) => {
  if (kinema.size && device.hasPointerCapture(event.pointerId)) send({ type: "pointer", phase: "up", ...appPoint(event) });
});
device.addEventListener("pointerleave", (event) => {
  if (kinema.size && event.pointerType === "mouse") send({ type: "pointer", phase: "leave", x: 0, y: 0 });
});
device.addEventListener("pointercancel", () => { if (kinema.size) send({ type: "pointer", phase: "cancel", x: 0, y: 0 }); });
// A trackpad's pinch comes as a wheel with Ctrl held (so does Ctrl and a mouse wheel), and Alt
// with the wheel turns: two fingers for the app, put down at the pointer and lifted once the
// wheel has been still for a fifth of a second.
let pinch = null;
function pinchWheel(event) {
  if (!pinch) {
    pinch = { scale: 1, rotation: 0, timer: null };
    send({ type: "pinch", phase: "begin", ...appPoint(event) });
  }
  if (event.ctrlKey) pinch.scale = Math.min(Math.max(pinch.scale * Math.exp(-event.deltaY / 100), 0.05), 20);
  else pinch.rotation = Math.max(Math.min(pinch.rotation + event.deltaY / 4, 3600), -3600);
  send({ type: "pinch", phase: "change", scale: pinch.scale, rotation: pinch.rotation });
  clearTimeout(pinch.timer);
  pinch.timer = setTimeout(() => { pinch = null; send({ type: "pinch", phase: "end" }); }, 200);
}
device.addEventListener("wheel", (event) => {
  if (!kinema.size) return;
  event.preventDefault();
  if (event.ctrlKey || event.altKey) return pinchWheel(event);
  const rect = $("frame").getBoundingClientRect(), perPixel = kinema.size.width / rect.width;
  // Lines and pages count as 16 points and a screen's height, as browsers scroll them.
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? kinema.size.height : perPixel;
  send({ type: "wheel", ...appPoint(event), dx: event.deltaX * unit, dy: event.deltaY * unit });
}, { passive: false });
$("play").onclick = () => send({ type: kinema.state && kinema.state.paused ? "play" : "pause" });
$("step").onclick = () => send({ type: "step" });
for (const b of $("speeds").children) b.onclick = () => { kinema.speed = Number(b.dataset.speed); send({ type: "speed", value: kinema.speed }); };
$("scrub").oninput = (event) => { scrubbing = true; send({ type: "scrub", index: Number(event.target.value) }); };
$("scrub").onchange = () => { scrubbing = false; };
window.addEventListener("resize", drawPlot);
connect();
</script>
</body>
</html>
"""#
}
