#!/usr/bin/env node
"use strict";
var importMetaUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// dist/src/cli/launcher.js
var import_node_crypto = require("node:crypto");
var import_node_fs = require("node:fs");
var nodeModule = __toESM(require("node:module"), 1);
var import_node_module = require("node:module");
var import_node_path = require("node:path");
var import_node_url = require("node:url");
var import_node_v8 = require("node:v8");
var import_node_vm = require("node:vm");
var bundle = (0, import_node_url.fileURLToPath)(new URL("./mcp-audit.cjs", importMetaUrl));
var cacheDir = (0, import_node_path.join)((0, import_node_path.dirname)(bundle), "..", "compile-cache");
var HEADER = 4 + 4 + 32;
var HASH_AT = 8;
var GROWTH = 1.25;
var LONG_RUN_MS = 300;
var enabled = !process.env.NODE_DISABLE_COMPILE_CACHE;
var builtIn = nodeModule.enableCompileCache;
if (typeof builtIn === "function") {
  if (enabled) {
    try {
      builtIn((0, import_node_path.join)(cacheDir, "node"));
    } catch {
    }
  }
  (0, import_node_module.createRequire)(bundle)(bundle);
} else {
  runWithOwnCache();
}
function runWithOwnCache() {
  const source = (0, import_node_fs.readFileSync)(bundle, "latin1");
  const key = cacheKey(source);
  const cacheFile = (0, import_node_path.join)(cacheDir, `${key}.bin`);
  const cached = enabled ? readCache(cacheFile) : void 0;
  if (process.versions.v8.startsWith("11.")) {
    const requireBuiltin = (0, import_node_module.createRequire)(bundle);
    requireBuiltin("node:os");
    void requireBuiltin("node:util").parseArgs;
    (0, import_node_v8.setFlagsFromString)("--interrupt-budget=300000");
    (0, import_node_v8.setFlagsFromString)("--no-regexp-tier-up");
  }
  const script = new import_node_vm.Script(`(function (exports, require, module, __filename, __dirname) { ${source}
})`, {
    filename: bundle,
    cachedData: cached?.subarray(HEADER)
    // No importModuleDynamically: a script read from a cache loses it on Node 20, so the bundle never calls import().
  });
  if (enabled && process.argv[2] !== "lsp") {
    const usable = cached !== void 0 && !script.cachedDataRejected;
    process.once("exit", () => {
      const ms = Math.round(process.uptime() * 1e3);
      const code = (0, import_node_v8.getHeapSpaceStatistics)().find((space) => space.space_name === "code_space")?.space_used_size ?? 0;
      if (!usable || ms < LONG_RUN_MS && worthRewriting(cached, code))
        saveCache(script, key, cacheFile, code, ms);
    });
  }
  const module2 = { exports: {} };
  script.runInThisContext().call(module2.exports, module2.exports, (0, import_node_module.createRequire)(bundle), module2, bundle, (0, import_node_path.dirname)(bundle));
}
function cacheKey(source) {
  const runtime = `\0${process.version}\0${process.arch}`;
  if (false)
    return (0, import_node_crypto.createHash)("sha256").update(source).update(runtime).digest("hex").slice(0, 32);
  const { mtimeMs } = (0, import_node_fs.statSync)(bundle);
  return (0, import_node_crypto.createHash)("sha256").update(`${"5dfbb3319bb47f67bb1b0c481d711887"}\0${source.length}\0${mtimeMs}${runtime}`).digest("hex").slice(0, 32);
}
function worthRewriting(cached, code) {
  return cached.readUInt32LE(4) >= LONG_RUN_MS || code > cached.readUInt32LE(0) * GROWTH;
}
function readCache(cacheFile) {
  try {
    const file = (0, import_node_fs.readFileSync)(cacheFile);
    const data = file.subarray(HEADER);
    if (file.length > HEADER && (0, import_node_crypto.createHash)("sha256").update(data).digest().equals(file.subarray(HASH_AT, HEADER)))
      return file;
  } catch {
  }
  return void 0;
}
function saveCache(script, key, cacheFile, code, ms) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(Math.min(code, 4294967295), 0);
    header.writeUInt32LE(Math.min(ms, 4294967295), 4);
    (0, import_node_crypto.createHash)("sha256").update(data).digest().copy(header, HASH_AT);
    (0, import_node_fs.mkdirSync)(cacheDir, { recursive: true });
    (0, import_node_fs.writeFileSync)(temporary, Buffer.concat([header, data]));
    (0, import_node_fs.renameSync)(temporary, cacheFile);
    for (const name of (0, import_node_fs.readdirSync)(cacheDir)) {
      if (name !== `${key}.bin` && name !== "node" && !name.endsWith(".tmp"))
        (0, import_node_fs.rmSync)((0, import_node_path.join)(cacheDir, name), { force: true });
    }
  } catch {
    try {
      (0, import_node_fs.rmSync)(temporary, { force: true });
    } catch {
    }
  }
}
