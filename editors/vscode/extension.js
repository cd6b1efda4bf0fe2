// A minimal client: start `skillint lsp` for Markdown and .3md files.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate() {
  const command = vscode.workspace.getConfiguration('skillint').get('path') || 'skillint';
  client = new LanguageClient(
    'skillint',
    'skillint',
    { command, args: ['lsp'] },
    {
      documentSelector: [
        { scheme: 'file', language: 'markdown' },
        { scheme: 'file', language: 'threemd' },
        { scheme: 'file', pattern: '**/*.3md' },
      ],
    },
  );
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
