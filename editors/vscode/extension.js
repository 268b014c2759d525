// A minimal VS Code client for `flinklint server`: it starts the server
// over stdio for the workspace and leaves everything else (diagnostics,
// quick fixes, hover) to the Language Server Protocol.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("flinklint").get("path") || "flinklint";
  client = new LanguageClient(
    "flinklint",
    "flinklint",
    { command, args: ["server"] },
    {
      documentSelector: [
        { scheme: "file", language: "python" },
        { scheme: "file", language: "sql" },
        { scheme: "file", language: "yaml" },
        { scheme: "file", language: "json" },
        { scheme: "file", language: "terraform" },
        { scheme: "file", language: "typescript" },
        { scheme: "file", pattern: "**/*.{q,tfvars,ipynb,zpln}" },
      ],
      synchronize: {
        // A deployment config changed on disk re-diagnoses the jobs it governs.
        fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{py,sql,q,yaml,yml,json,tf,tfvars,ts,ipynb,zpln,toml}"),
      },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
