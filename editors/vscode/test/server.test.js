// `flinklint server` driven by the protocol layer of VS Code's client: the
// connection, framing and message types of vscode-languageserver-protocol
// and vscode-jsonrpc, the packages vscode-languageclient (the extension's
// client) speaks through. VS Code itself is not run: no VS Code build can
// be had offline, and its test runner downloads one. What runs is the
// server binary of this repository (FLINKLINT, or built with `go build`)
// on the seed workspace, asked what VS Code asks on hover, go to
// definition, find references, the outline, workspace symbols and
// completion.
"use strict";
const test = require("node:test");
const assert = require("node:assert");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { spawn, spawnSync } = require("node:child_process");
const { pathToFileURL } = require("node:url");

const repo = path.join(__dirname, "..", "..", "..");

// serverBinary is FLINKLINT, or flinklint built from this repository when
// Go is installed; null when neither can be had.
function serverBinary() {
  if (process.env.FLINKLINT) {
    return process.env.FLINKLINT;
  }
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "flinklint-vscode-")), "flinklint");
  const built = spawnSync("go", ["build", "-o", out, "./cmd/flinklint"], { cwd: repo, encoding: "utf8" });
  if (built.error || built.status !== 0) {
    return null;
  }
  return out;
}

// seed copies the seed job and its deployment into a new workspace.
function seed() {
  const ws = fs.mkdtempSync(path.join(os.tmpdir(), "flinklint-ws-"));
  for (const p of ["jobs/s3_json_sink.py", "infra/flink-app.yaml"]) {
    fs.mkdirSync(path.join(ws, path.dirname(p)), { recursive: true });
    fs.copyFileSync(path.join(repo, "examples", "seed", p), path.join(ws, p));
  }
  return ws;
}

test("hover, definition, references, symbols and completion over the client's protocol layer", async (t) => {
  let rpc;
  try {
    rpc = require("vscode-languageserver-protocol/node");
  } catch {
    t.skip("vscode-languageserver-protocol is not installed (npm ci installs it with vscode-languageclient)");
    return;
  }
  const bin = serverBinary();
  if (!bin) {
    t.skip("no flinklint binary: set FLINKLINT, or install Go to build it");
    return;
  }
  const ws = seed();
  const child = spawn(bin, ["server"], { cwd: ws, stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
  const diagnostics = new Map();
  let notify = () => {};
  conn.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
    diagnostics.set(p.uri, p.diagnostics);
    notify();
  });
  conn.onRequest(rpc.RegistrationRequest.type, () => null);
  conn.listen();
  try {
    const init = await conn.sendRequest(rpc.InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(ws).href,
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
    for (const c of ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "workspaceSymbolProvider", "completionProvider"]) {
      assert.ok(init.capabilities[c], c);
    }
    await conn.sendNotification(rpc.InitializedNotification.type, {});
    const file = path.join(ws, "jobs", "s3_json_sink.py");
    const uri = pathToFileURL(file).href;
    await conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: "python", version: 1, text: fs.readFileSync(file, "utf8") },
    });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no FL001 diagnostic in 60 s")), 60000);
      notify = () => {
        if ((diagnostics.get(uri) || []).some((d) => d.code === "FL001")) {
          clearTimeout(timer);
          resolve();
        }
      };
      notify();
    });
    const doc = { uri };

    // Hover on the 'format' key of s3_sink (line 38).
    const hover = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: doc, position: { line: 37, character: 16 } });
    assert.match(hover.contents.value, /^\*\*'format'\*\*: option of the 'filesystem' connector \(Flink 1\.19, from infra\/flink-app\.yaml\)/);
    assert.deepStrictEqual(hover.range, { start: { line: 37, character: 12 }, end: { line: 37, character: 20 } });

    // INSERT INTO s3_sink (line 45) to CREATE TABLE s3_sink (line 31).
    const defs = await conn.sendRequest(rpc.DefinitionRequest.type, { textDocument: doc, position: { line: 44, character: 22 } });
    assert.deepStrictEqual(defs, [{ uri, range: { start: { line: 30, character: 21 }, end: { line: 30, character: 28 } } }]);
    const refs = await conn.sendRequest(rpc.ReferencesRequest.type, {
      textDocument: doc, position: { line: 30, character: 23 }, context: { includeDeclaration: false },
    });
    assert.deepStrictEqual(refs.map((r) => r.range.start), [{ line: 44, character: 20 }]);

    const symbols = await conn.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: doc });
    assert.deepStrictEqual(symbols.map((s) => s.name), ["events", "s3_sink", "INSERT INTO s3_sink"]);
    assert.deepStrictEqual(symbols[0].children.map((c) => c.name), ["event_id", "payload", "event_time"]);
    const found = await conn.sendRequest(rpc.WorkspaceSymbolRequest.type, { query: "event" });
    assert.deepStrictEqual(found.map((s) => s.name), ["events"]);

    // Completion of an option key typed into s3_sink's WITH list (an
    // unsaved change), from the filesystem connector's catalogue.
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const typed = "            'sink.rolling-policy.fi";
    lines.splice(38, 0, typed);
    await conn.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 2 }, contentChanges: [{ text: lines.join("\n") }],
    });
    const list = await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: doc, position: { line: 38, character: typed.length } });
    const item = (list.items || list).find((i) => i.label === "sink.rolling-policy.file-size");
    assert.ok(item, "no sink.rolling-policy.file-size among the completions");
    assert.strictEqual(item.textEdit.range.end.character, typed.length);

    await conn.sendRequest(rpc.ShutdownRequest.type);
    await conn.sendNotification(rpc.ExitNotification.type);
    assert.strictEqual(await exited, 0);
  } finally {
    conn.dispose();
    child.kill();
    fs.rmSync(ws, { recursive: true, force: true });
  }
});
