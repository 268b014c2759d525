// A minimal VS Code client for `flinklint server`: it starts the server
// over stdio for the workspace and leaves everything else (diagnostics,
// quick fixes, hover, watching deployment configs on disk) to the Language
// Server Protocol. The server asks the client to watch the files that can
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
  { scheme: "file", pattern: "**/*.{q,tfvars,ipynb,zpln}" },
  { scheme: "file", pattern: "**/{Dockerfile,*.Dockerfile,Dockerfile.*}" },
];

function activate(context) {
  const command = serverCommand();
  client = new LanguageClient("flinklint", "flinklint", { command, args: ["server"] }, { documentSelector });
  context.subscriptions.push(client);
  return client.start().catch((err) => {
    vscode.window.showErrorMessage(
      `flinklint: could not start "${command} server" (${err && err.message ? err.message : err}). ` +
        "Install flinklint (go install github.com/flinklint/flinklint/cmd/flinklint@latest, or pip install flinklint) " +
        'or set "flinklint.path" to the binary.'
    );
  });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, serverCommand, documentSelector };
