// A minimal VS Code client for `flinklint server`: it starts the server
// over stdio for the workspace when a file flinklint reads is opened
// (Python, SQL, a Jupyter notebook, a deployment config, a Dockerfile or
// compose file, Java, Scala or Kotlin; package.json's activationEvents)
// and leaves everything else (diagnostics, quick fixes, hover, watching
// deployment configs on disk) to the Language Server Protocol. A notebook
// is read from its .ipynb file (the server lints the file on disk and
// publishes its findings on the file), not from VS Code's cells. The server asks the client to watch the files that can
// change a job's findings (dynamic registration), so no watcher is set here.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

// serverCommand is the binary to run: the `flinklint.path` setting, or
// `flinklint` found on PATH.
function serverCommand() {
  const configured = vscode.workspace.getConfiguration("flinklint").get("path");
  return typeof configured === "string" && configured.trim() !== "" ? configured.trim() : "flinklint";
}

const documentSelector = [
  { scheme: "file", language: "python" },
  { scheme: "file", language: "sql" },
  { scheme: "file", language: "yaml" },
  { scheme: "file", language: "json" },
  { scheme: "file", language: "terraform" },
  { scheme: "file", language: "typescript" },
  { scheme: "file", language: "java" },
  { scheme: "file", language: "scala" },
  { scheme: "file", language: "kotlin" },
  { scheme: "file", language: "dockerfile" },
  { scheme: "file", language: "dockercompose" },
  { scheme: "file", pattern: "**/*.{q,tfvars,ipynb,zpln}" },
  { scheme: "file", pattern: "**/{Dockerfile,*.Dockerfile,Dockerfile.*}" },
];

// installHelp says how to get the binary this project ships: built with
// `go install`, or as the platform wheel packaging/wheel/flinklint_build.py
// builds (pip install of a clone or of the wheel); no package registry
// holds flinklint.
const installHelp =
  "Install it with `go install github.com/flinklint/flinklint/cmd/flinklint@latest` (Go and a C compiler), " +
  "or build the wheel in a clone of https://github.com/flinklint/flinklint: " +
  "`python3 packaging/wheel/flinklint_build.py dist/ && pip install dist/flinklint-*.whl` " +
  "(or `pip install .` there); then put it on PATH or set \"flinklint.path\" to the binary.";

function activate(context) {
  const command = serverCommand();
  client = new LanguageClient("flinklint", "flinklint", { command, args: ["server"] }, { documentSelector });
  context.subscriptions.push(client);
  return client.start().catch((err) => {
    vscode.window.showErrorMessage(
      `flinklint: could not start "${command} server" (${err && err.message ? err.message : err}). ` + installHelp
    );
  });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, serverCommand, documentSelector, installHelp };
