// Render-checks the repository's Markdown with commonmark.js (the CommonMark
// reference implementation for JavaScript): every fenced code block must end
// with a closing fence, and hold no line that looks like a fence. A fence that
// is not one (``` followed by text) leaves the block open: it then runs on to
// the next bare fence, and the prose between renders as code.
//
//   node .ci/markdown-check.js FILE.md ...   (commonmark on NODE_PATH)
"use strict";
const fs = require("fs");
const commonmark = require("commonmark");

let bad = 0;
for (const file of process.argv.slice(2)) {
	const text = fs.readFileSync(file, "utf8");
	const lines = text.split("\n");
	const walker = new commonmark.Parser().parse(text).walker();
	let ev;
	while ((ev = walker.next())) {
		const node = ev.node;
		if (!ev.entering || node.type !== "code_block") continue;
		const [[startLine], [endLine]] = node.sourcepos;
		const open = /^ {0,3}(`{3,}|~{3,})/.exec(lines[startLine - 1] || "");
		if (!open) continue; // an indented code block
		const fence = open[1];
		const last = (lines[endLine - 1] || "").trim();
		if (endLine === startLine || !last.startsWith(fence) || last.replace(/[`~]/g, "") !== "") {
			console.error(`${file}:${startLine}: fenced code block opened here is not closed (it runs to line ${endLine})`);
			bad++;
			continue;
		}
		const inner = node.literal.split("\n").findIndex((l) => l.trimStart().startsWith(fence));
		if (inner >= 0) {
			console.error(`${file}:${startLine + 1 + inner}: a fence-like line inside the code block opened at line ${startLine}: is a fence above not closed?`);
			bad++;
		}
	}
}
if (bad) {
	console.error(`${bad} Markdown problem(s)`);
	process.exit(1);
}
console.log(`${process.argv.length - 2} Markdown files: every fenced code block is closed`);
