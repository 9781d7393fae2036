// Runs verifier/verify.mjs on many files in one Node process, for the tests: one JSON line
// per file (its verdict), in the order given. The files are named one per line on stdin.
import { readFileSync } from "node:fs";
import { verifyBytes } from "../../verifier/verify.mjs";

const files = readFileSync(0, "utf-8").split("\n").filter(Boolean);
for (const file of files) {
  let verdict;
  try {
    verdict = await verifyBytes(new Uint8Array(readFileSync(file)));
  } catch (e) {
    verdict = { ok: false, rule: "crash", line: 0, reason: String(e && e.stack) };
  }
  const { ok, rule = null, line = 0, count = null } = verdict;
  process.stdout.write(JSON.stringify({ file, ok, rule, line, count }) + "\n");
}
