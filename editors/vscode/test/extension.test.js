// Activation and client wiring of the extension, headless: `vscode` and
// the language client are stubs (CI has no VS Code build to run the
// official test runner), so this checks what the extension asks of them.
"use strict";
const test = require("node:test");
const assert = require("node:assert");
const Module = require("node:module");
const path = require("node:path");

function loadExtension({ setting, startFails }) {
  const record = { clients: [], errors: [], started: 0, stopped: 0 };
  const vscode = {
    workspace: {
      getConfiguration: (section) => ({
        get: (key) => (section === "flinklint" && key === "path" ? setting : undefined),
      }),
    },
    window: { showErrorMessage: (msg) => record.errors.push(msg) },
  };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions });
      record.clients.push(this);
    }
    start() {
      record.started++;
      return startFails ? Promise.reject(new Error("spawn flinklint ENOENT")) : Promise.resolve();
    }
    stop() {
      record.stopped++;
      return Promise.resolve();
    }
  }
  const stubs = { vscode, "vscode-languageclient/node": { LanguageClient } };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return request in stubs ? request : resolve.call(this, request, ...rest);
  };
  for (const [name, exports] of Object.entries(stubs)) {
    require.cache[name] = { id: name, filename: name, loaded: true, exports };
  }
  const file = path.join(__dirname, "..", "extension.js");
  delete require.cache[file];
  try {
    return { ext: require(file), record };
  } finally {
    Module._resolveFilename = resolve;
  }
}

test("starts `flinklint server` from PATH when no path is set", async () => {
  const { ext, record } = loadExtension({ setting: "" });
  const context = { subscriptions: [] };
  await ext.activate(context);
  assert.strictEqual(record.clients.length, 1);
  const c = record.clients[0];
  assert.deepStrictEqual(c.serverOptions, { command: "flinklint", args: ["server"] });
  assert.strictEqual(record.started, 1);
  assert.deepStrictEqual(context.subscriptions, [c]);
  assert.deepStrictEqual(record.errors, []);
});

test("starts the binary the flinklint.path setting names", async () => {
  const { ext, record } = loadExtension({ setting: " /opt/flinklint/bin/flinklint " });
  await ext.activate({ subscriptions: [] });
  assert.strictEqual(record.clients[0].serverOptions.command, "/opt/flinklint/bin/flinklint");
});

test("documents of every kind flinklint reads go to the server", async () => {
  const { ext, record } = loadExtension({ setting: undefined });
  await ext.activate({ subscriptions: [] });
  const selector = record.clients[0].clientOptions.documentSelector;
  for (const language of ["python", "sql", "yaml", "json", "terraform", "typescript", "java", "scala"]) {
    assert.ok(selector.some((s) => s.language === language && s.scheme === "file"), language);
  }
  assert.ok(selector.some((s) => s.pattern && s.pattern.includes("ipynb")), "notebooks");
  assert.ok(selector.some((s) => s.pattern && s.pattern.includes("Dockerfile")), "Dockerfiles");
});

test("a server that cannot start says how to install or configure it", async () => {
  const { ext, record } = loadExtension({ setting: "no-such-flinklint", startFails: true });
  await ext.activate({ subscriptions: [] });
  assert.strictEqual(record.errors.length, 1);
  assert.match(record.errors[0], /no-such-flinklint server/);
  assert.match(record.errors[0], /flinklint\.path/);
});

test("deactivate stops the client", async () => {
  const { ext, record } = loadExtension({ setting: "" });
  assert.strictEqual(ext.deactivate(), undefined);
  await ext.activate({ subscriptions: [] });
  await ext.deactivate();
  assert.strictEqual(record.stopped, 1);
});

test("package.json activates on the files the server reads and runs extension.js", () => {
  const pkg = require("../package.json");
  assert.strictEqual(pkg.main, "./extension.js");
  for (const ev of ["onLanguage:python", "onLanguage:sql", "onLanguage:yaml", "onLanguage:java", "onLanguage:scala"]) {
    assert.ok(pkg.activationEvents.includes(ev), ev);
  }
  assert.strictEqual(pkg.contributes.configuration.properties["flinklint.path"].type, "string");
});

test("the real vscode-languageclient/node loads and takes (id, name, server, client options)", () => {
  // Any property of this stub is another stub: enough for the module to
  // load outside VS Code, so that a dependency upgrade that moves the
  // class or changes its constructor fails here.
  const handler = {
    get: (target, key) => (key in target ? target[key] : (target[key] = new Proxy(function () {}, handler))),
    construct: () => new Proxy({}, handler),
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return request === "vscode" ? "vscode" : resolve.call(this, request, ...rest);
  };
  require.cache.vscode = { id: "vscode", filename: "vscode", loaded: true, exports: new Proxy(function () {}, handler) };
  try {
    const { LanguageClient } = require("vscode-languageclient/node");
    assert.strictEqual(typeof LanguageClient, "function");
    assert.ok(LanguageClient.length >= 4, `constructor takes ${LanguageClient.length} arguments`);
  } finally {
    Module._resolveFilename = resolve;
    delete require.cache.vscode;
  }
});
