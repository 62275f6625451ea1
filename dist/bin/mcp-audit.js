#!/usr/bin/env node
"use strict";
var importMetaUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";

// dist/src/cli/launcher.js
var import_node_crypto = require("node:crypto");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_path = require("node:path");
var import_node_url = require("node:url");
var import_node_v8 = require("node:v8");
var import_node_vm = require("node:vm");
var bundle = (0, import_node_url.fileURLToPath)(new URL("./mcp-audit.cjs", importMetaUrl));
var cacheDir = (0, import_node_path.join)((0, import_node_path.dirname)(bundle), "..", "compile-cache");
var HEADER = 4 + 32;
var GROWTH = 1.25;
var source = (0, import_node_fs.readFileSync)(bundle, "utf8");
var enabled = !process.env.NODE_DISABLE_COMPILE_CACHE;
var key = (0, import_node_crypto.createHash)("sha256").update(source).update(`\0${process.version}\0${process.arch}`).digest("hex").slice(0, 32);
var cacheFile = (0, import_node_path.join)(cacheDir, `${key}.bin`);
var cached;
if (enabled) {
  try {
    const file = (0, import_node_fs.readFileSync)(cacheFile);
    const data = file.subarray(HEADER);
    if (file.length > HEADER && (0, import_node_crypto.createHash)("sha256").update(data).digest().equals(file.subarray(4, HEADER)))
      cached = file;
  } catch {
  }
}
if (process.versions.v8.startsWith("11.")) {
  const requireBuiltin = (0, import_node_module.createRequire)(bundle);
  for (const name of ["node:os", "node:util"])
    requireBuiltin(name);
  (0, import_node_v8.setFlagsFromString)("--interrupt-budget=300000");
}
var script = new import_node_vm.Script(`(function (exports, require, module, __filename, __dirname) { ${source}
})`, {
  filename: bundle,
  cachedData: cached?.subarray(HEADER)
  // No importModuleDynamically: a script read from a cache loses it on Node 20, so the bundle never calls import().
});
if (enabled) {
  const writtenWith = cached && !script.cachedDataRejected ? cached.readUInt32LE(0) : 0;
  process.once("exit", () => {
    const code = (0, import_node_v8.getHeapSpaceStatistics)().find((space) => space.space_name === "code_space")?.space_used_size ?? 0;
    if (code > writtenWith * GROWTH)
      saveCache(code);
  });
}
var module2 = { exports: {} };
script.runInThisContext().call(module2.exports, module2.exports, (0, import_node_module.createRequire)(bundle), module2, bundle, (0, import_node_path.dirname)(bundle));
function saveCache(code) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(Math.min(code, 4294967295), 0);
    (0, import_node_crypto.createHash)("sha256").update(data).digest().copy(header, 4);
    (0, import_node_fs.mkdirSync)(cacheDir, { recursive: true });
    (0, import_node_fs.writeFileSync)(temporary, Buffer.concat([header, data]));
    (0, import_node_fs.renameSync)(temporary, cacheFile);
    for (const name of (0, import_node_fs.readdirSync)(cacheDir)) {
      if (name !== `${key}.bin` && !name.endsWith(".tmp"))
        (0, import_node_fs.rmSync)((0, import_node_path.join)(cacheDir, name), { force: true });
    }
  } catch {
    try {
      (0, import_node_fs.rmSync)(temporary, { force: true });
    } catch {
    }
  }
}
