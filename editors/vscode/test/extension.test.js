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
  for (const language of ["python", "sql", "yaml", "json", "terraform", "typescript", "java", "scala", "kotlin"]) {
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
  for (const ev of ["onLanguage:python", "onLanguage:sql", "onLanguage:yaml", "onLanguage:java", "onLanguage:scala", "onLanguage:kotlin"]) {
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

test("package.json activates for notebooks, Dockerfiles and compose files, and JVM sources", () => {
  const pkg = require("../package.json");
  for (const ev of [
    "onNotebook:jupyter-notebook",
    "workspaceContains:**/*.ipynb",
    "onLanguage:dockerfile",
    "onLanguage:dockercompose",
    "workspaceContains:**/Dockerfile",
    "onLanguage:java",
    "onLanguage:scala",
    "onLanguage:kotlin",
  ]) {
    assert.ok(pkg.activationEvents.includes(ev), ev);
  }
});

test("Dockerfiles, compose files and Kotlin sources go to the server by their language too", async () => {
  const { ext, record } = loadExtension({ setting: undefined });
  await ext.activate({ subscriptions: [] });
  const selector = record.clients[0].clientOptions.documentSelector;
  for (const language of ["dockerfile", "dockercompose", "kotlin"]) {
    assert.ok(selector.some((s) => s.language === language && s.scheme === "file"), language);
  }
});

// The ways to get flinklint that the extension names are the ones this
// repository ships: `go install` of its module's command, and the wheel
// its build backend makes; no registry holds a flinklint package, so a
// bare `pip install flinklint` would install nothing (or someone else's).
const repo = path.join(__dirname, "..", "..", "..");
const fs = require("node:fs");

function checkInstallText(text, where) {
  assert.doesNotMatch(text, /pip install flinklint(?![-\w])/, `${where}: names an unpublished package`);
  const goInstall = text.match(/go install ([\w./-]+)@latest/);
  assert.ok(goInstall, `${where}: no go install line`);
  const module = fs.readFileSync(path.join(repo, "go.mod"), "utf8").match(/^module (\S+)/m)[1];
  assert.ok(goInstall[1].startsWith(module + "/"), `${where}: ${goInstall[1]} is not in module ${module}`);
  const cmd = path.join(repo, goInstall[1].slice(module.length + 1));
  assert.ok(fs.existsSync(path.join(cmd, "main.go")), `${where}: ${cmd} is no command of the module`);
  const build = text.match(/python3 (packaging\/wheel\/[\w.]+\.py)/);
  assert.ok(build, `${where}: no wheel build`);
  assert.ok(fs.existsSync(path.join(repo, build[1])), `${where}: ${build[1]} does not exist`);
  const backend = fs.readFileSync(path.join(repo, "pyproject.toml"), "utf8");
  assert.match(backend, /^name = "flinklint"/m, "the wheel's name");
  assert.match(text, /flinklint-\*\.whl/, `${where}: the wheel's file`);
}

test("the error message says how to get the binary this project ships", async () => {
  const { ext, record } = loadExtension({ setting: "", startFails: true });
  await ext.activate({ subscriptions: [] });
  assert.strictEqual(record.errors.length, 1);
  checkInstallText(record.errors[0], "error message");
  assert.match(record.errors[0], /flinklint\.path/);
});

test("the README and the setting's description say how to get it too", () => {
  checkInstallText(fs.readFileSync(path.join(__dirname, "..", "README.md"), "utf8"), "README.md");
  const pkg = require("../package.json");
  checkInstallText(pkg.contributes.configuration.properties["flinklint.path"].description, "flinklint.path");
});
