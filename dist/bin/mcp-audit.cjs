"use strict";
var importMetaUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
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

// dist/src/model/source.js
function makeSource(path, display2, text2) {
  const bom = text2.charCodeAt(0) === 65279;
  const lineStarts = [bom ? 1 : 0];
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c === 10)
      lineStarts.push(i + 1);
    else if (c === 13 && text2.charCodeAt(i + 1) !== 10)
      lineStarts.push(i + 1);
  }
  return { path, display: display2, text: text2, bom, lineStarts };
}
function positionAt(source2, offset) {
  const starts = source2.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (starts[mid] <= offset)
      lo = mid;
    else
      hi = mid - 1;
  }
  return { line: lo + 1, column: Math.max(offset - starts[lo], 0) + 1 };
}
function regionOf(source2, span) {
  const start = positionAt(source2, span.start);
  const end = positionAt(source2, Math.max(span.end, span.start));
  return { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
}
function lineText(source2, line) {
  const start = source2.lineStarts[line - 1];
  if (start === void 0)
    return "";
  const next = source2.lineStarts[line];
  let end = next === void 0 ? source2.text.length : next;
  while (end > start && (source2.text[end - 1] === "\n" || source2.text[end - 1] === "\r"))
    end--;
  return source2.text.slice(start, end);
}
function parseableText(source2) {
  return source2.bom ? " " + source2.text.slice(1) : source2.text;
}
function valueSpan(str, start = 0, end = str.value.length) {
  if (str.offsets)
    return { start: str.offsets[start] ?? str.span.end, end: str.offsets[end] ?? str.span.end };
  const base3 = str.span.start + str.quoteLength;
  return { start: base3 + start, end: base3 + end };
}
function lineBreakOf(text2) {
  const crlf = text2.split("\r\n").length - 1;
  const lf = text2.split("\n").length - 1 - crlf;
  return crlf > lf ? "\r\n" : "\n";
}
var init_source = __esm({
  "dist/src/model/source.js"() {
    "use strict";
  }
});

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text2, ignoreTrivia = false) {
  const len = text2.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count2, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count2 || !exact) {
      let ch = text2.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count2) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text2.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text2.length && text2.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text2.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text2.length && (text2.charCodeAt(pos) === 69 || text2.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text2.length && text2.charCodeAt(pos) === 43 || text2.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text2.substring(start, end);
  }
  function scanString2() {
    let result2 = "", start = pos;
    while (true) {
      if (pos >= len) {
        result2 += text2.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text2.charCodeAt(pos);
      if (ch === 34) {
        result2 += text2.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result2 += text2.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text2.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result2 += '"';
            break;
          case 92:
            result2 += "\\";
            break;
          case 47:
            result2 += "/";
            break;
          case 98:
            result2 += "\b";
            break;
          case 102:
            result2 += "\f";
            break;
          case 110:
            result2 += "\n";
            break;
          case 114:
            result2 += "\r";
            break;
          case 116:
            result2 += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result2 += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result2 += text2.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result2;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code2 = text2.charCodeAt(pos);
    if (isWhiteSpace(code2)) {
      do {
        pos++;
        value += String.fromCharCode(code2);
        code2 = text2.charCodeAt(pos);
      } while (isWhiteSpace(code2));
      return token = 15;
    }
    if (isLineBreak(code2)) {
      pos++;
      value += String.fromCharCode(code2);
      if (code2 === 13 && text2.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code2) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString2();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text2.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text2.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text2.substring(start, pos);
          return token = 12;
        }
        if (text2.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text2.charCodeAt(pos);
            if (ch === 42 && text2.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text2.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text2.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code2);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code2);
        pos++;
        if (pos === len || !isDigit(text2.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code2)) {
          pos++;
          code2 = text2.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text2.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code2);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code2) {
    if (isWhiteSpace(code2) || isLineBreak(code2)) {
      return false;
    }
    switch (code2) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result2;
    do {
      result2 = scanNext();
    } while (result2 >= 12 && result2 <= 15);
    return result2;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
var init_scanner = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/scanner.js"() {
    "use strict";
    (function(CharacterCodes2) {
      CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
      CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
      CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
      CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
      CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
      CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
      CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
      CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
      CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
      CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
      CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
      CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
      CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
      CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
      CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
      CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
      CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
      CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
      CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
      CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
      CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
      CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
      CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
      CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
      CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
      CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
      CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
      CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
      CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
      CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
      CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
      CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
      CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
      CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
      CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
      CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
      CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
      CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
      CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
      CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
      CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
      CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
      CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
      CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
      CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
      CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
      CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
      CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
      CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
      CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
      CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
      CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
      CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
      CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
      CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
      CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
      CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
      CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
      CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
      CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
      CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
      CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
      CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
      CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
      CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
      CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
      CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
      CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
      CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
      CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
      CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
      CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
      CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
      CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
      CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
      CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
      CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
      CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
      CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
      CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces;
var init_string_intern = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/string-intern.js"() {
    cachedSpaces = new Array(20).fill(0).map((_, index) => {
      return " ".repeat(index);
    });
    maxCachedValues = 200;
    cachedBreakLinesWithSpaces = {
      " ": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + " ".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + " ".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + " ".repeat(index);
        })
      },
      "	": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + "	".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + "	".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + "	".repeat(index);
        })
      }
    };
  }
});

// node_modules/jsonc-parser/lib/esm/impl/format.js
var init_format = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/parser.js
function parse(text2, errors = [], options2 = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length2) => {
      errors.push({ error, offset, length: length2 });
    }
  };
  visit(text2, visitor, options2);
  return currentParent[0];
}
function parseTree(text2, errors = [], options2 = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length2) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length: length2, parent: currentParent });
    },
    onObjectEnd: (offset, length2) => {
      ensurePropertyComplete(offset + length2);
      currentParent.length = offset + length2 - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length2);
    },
    onArrayBegin: (offset, length2) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length2) => {
      currentParent.length = offset + length2 - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length2);
    },
    onLiteralValue: (value, offset, length2) => {
      onValue({ type: getNodeType(value), offset, length: length2, parent: currentParent, value });
      ensurePropertyComplete(offset + length2);
    },
    onSeparator: (sep11, offset, length2) => {
      if (currentParent.type === "property") {
        if (sep11 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep11 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length2) => {
      errors.push({ error, offset, length: length2 });
    }
  };
  visit(text2, visitor, options2);
  const result2 = currentParent.children[0];
  if (result2) {
    delete result2.parent;
  }
  return result2;
}
function visit(text2, visitor, options2 = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text2, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options2 && options2.disallowComments;
  const allowTrailingComma = options2 && options2.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue2()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue2()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue2() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options2.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue2()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
var ParseOptions;
var init_parser = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/parser.js"() {
    "use strict";
    init_scanner();
    (function(ParseOptions2) {
      ParseOptions2.DEFAULT = {
        allowTrailingComma: false
      };
    })(ParseOptions || (ParseOptions = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/edit.js
var init_edit = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/jsonc-parser/lib/esm/main.js
function printParseErrorCode(code2) {
  switch (code2) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
var ScanError, SyntaxKind, parse2, parseTree2, ParseErrorCode;
var init_main = __esm({
  "node_modules/jsonc-parser/lib/esm/main.js"() {
    "use strict";
    init_format();
    init_edit();
    init_scanner();
    init_parser();
    (function(ScanError2) {
      ScanError2[ScanError2["None"] = 0] = "None";
      ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
      ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
      ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
      ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
      ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
      ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (ScanError = {}));
    (function(SyntaxKind2) {
      SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
      SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
      SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
      SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
      SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
      SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
      SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
      SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
      SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
      SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
      SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
      SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
      SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
      SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
      SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
      SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
      SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
    })(SyntaxKind || (SyntaxKind = {}));
    parse2 = parse;
    parseTree2 = parseTree;
    (function(ParseErrorCode2) {
      ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
      ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
      ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
      ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
      ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
      ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
      ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
      ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
      ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
      ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
      ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (ParseErrorCode = {}));
  }
});

// dist/src/hosts/json.js
function parseJson(source2, strict, what2) {
  const text2 = parseableText(source2);
  const tooDeep = depthExceeded(text2, MAX_JSON_DEPTH);
  if (tooDeep !== void 0) {
    const problem = { message: `nested more than ${MAX_JSON_DEPTH} levels deep; not parsed`, span: { start: tooDeep, end: tooDeep + 1 } };
    return { root: void 0, problems: [problem], comments: [], data: void 0 };
  }
  const errors = [];
  const root = parseTree2(text2, errors, { allowTrailingComma: !strict, disallowComments: strict, allowEmptyContent: false });
  if (root) {
    clampTree(root, text2.length);
    trees.set(source2, root);
  }
  const comments = strict ? [] : scanComments(text2);
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of errors) {
    if (seen.has(e.offset))
      continue;
    seen.add(e.offset);
    const message3 = describeJsonError(e, text2, strict, what2);
    const comma = message3.startsWith("trailing commas") ? text2.slice(0, e.offset).search(/,\s*$/) : -1;
    const start = comma >= 0 ? comma : e.offset;
    problems.push({ message: message3, span: { start, end: Math.min(start + Math.max(comma >= 0 ? 1 : e.length, 1), text2.length) } });
  }
  if (!problems.length && strict) {
    try {
      JSON.parse(text2);
    } catch (e) {
      problems.push({ message: `invalid JSON: ${e.message}`, span: { start: 0, end: 1 } });
    }
  }
  if (!problems.length && root && root.type !== "object") {
    problems.push({ message: "the top level must be a JSON object", span: spanOf(root) });
  }
  return { root, problems, comments, data: problems.length ? void 0 : safeValue(root) };
}
function describeJsonError(e, text2, strict, what2) {
  const code2 = printParseErrorCode(e.error);
  if (code2 === "InvalidCommentToken")
    return `comments are not allowed: ${what2}`;
  if (strict && (code2 === "PropertyNameExpected" || code2 === "ValueExpected") && /^\s*[\]}]/.test(text2.slice(e.offset))) {
    return `trailing commas are not allowed: ${what2}`;
  }
  const words2 = code2.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return `JSON syntax error: ${words2}`;
}
function scanComments(text2) {
  const comments = [];
  let i = 0;
  while (i < text2.length) {
    const c = text2[i];
    if (c === '"') {
      i++;
      while (i < text2.length && text2[i] !== '"' && text2[i] !== "\n")
        i += text2[i] === "\\" ? 2 : 1;
      i++;
    } else if (c === "/" && text2[i + 1] === "/") {
      let end = i;
      while (end < text2.length && text2[end] !== "\n" && text2[end] !== "\r")
        end++;
      comments.push({ text: text2.slice(i, end), span: { start: i, end } });
      i = end;
    } else if (c === "/" && text2[i + 1] === "*") {
      const close = text2.indexOf("*/", i + 2);
      const end = close < 0 ? text2.length : close + 2;
      comments.push({ text: text2.slice(i, end), span: { start: i, end } });
      i = end;
    } else
      i++;
  }
  return comments;
}
function clampTree(node, length2) {
  const writable = node;
  writable.offset = Math.min(node.offset, length2);
  writable.length = Math.min(node.length, length2 - node.offset);
  for (const child2 of node.children ?? [])
    clampTree(child2, length2);
}
function treeOf(source2) {
  return trees.get(source2) ?? safeParseTree(parseableText(source2));
}
function safeParseTree(text2) {
  if (depthExceeded(text2, MAX_JSON_DEPTH) !== void 0)
    return void 0;
  const root = parseTree2(text2, [], { allowTrailingComma: true });
  if (root)
    clampTree(root, text2.length);
  return root;
}
function depthExceeded(text2, limit) {
  let depth = 0;
  const lineBreak = (ch) => ch === "\n" || ch === "\r" || ch === "\u2028" || ch === "\u2029";
  for (let i = 0; i < text2.length; i++) {
    const c = text2[i];
    if (c === '"') {
      for (i++; i < text2.length && text2[i] !== '"' && !lineBreak(text2[i]); i++)
        if (text2[i] === "\\")
          i++;
    } else if (c === "/" && text2[i + 1] === "/") {
      while (i < text2.length && !lineBreak(text2[i]))
        i++;
    } else if (c === "/" && text2[i + 1] === "*") {
      const close = text2.indexOf("*/", i + 2);
      i = close < 0 ? text2.length : close + 1;
    } else if (c === "[" || c === "{") {
      if (++depth > limit)
        return i;
    } else if (c === "]" || c === "}")
      depth = Math.max(depth - 1, 0);
  }
  return void 0;
}
function spanOf(node) {
  return { start: node.offset, end: node.offset + node.length };
}
function safeValue(node) {
  if (!node)
    return void 0;
  switch (node.type) {
    case "object": {
      const out = /* @__PURE__ */ Object.create(null);
      for (const prop2 of node.children ?? []) {
        const [key, value] = prop2.children ?? [];
        if (key)
          out[String(key.value)] = safeValue(value);
      }
      return out;
    }
    case "array":
      return (node.children ?? []).map(safeValue);
    default:
      return node.value;
  }
}
function toStr(node, text2, path) {
  const value = String(node.value);
  const end = node.offset + node.length;
  const str = { value, span: spanOf(node), path, quoteLength: 1 };
  for (const bodyEnd of text2[end - 1] === '"' && node.length >= 2 ? [end - 1, end] : [end]) {
    const raw = text2.slice(node.offset + 1, bodyEnd);
    if (raw === value)
      return str;
    const offsets = escapeOffsets(raw, node.offset + 1);
    if (offsets.length === value.length + 1) {
      str.offsets = offsets;
      return str;
    }
  }
  return str;
}
function escapeOffsets(raw, base3) {
  const offsets = [];
  let i = 0;
  while (i < raw.length) {
    offsets.push(base3 + i);
    if (raw[i] !== "\\")
      i++;
    else
      i += raw[i + 1] === "u" ? 6 : 2;
  }
  offsets.push(base3 + raw.length);
  return offsets;
}
function properties(node) {
  if (!node || node.type !== "object")
    return [];
  const byKey = /* @__PURE__ */ new Map();
  for (const prop2 of node.children ?? []) {
    const [key, value] = prop2.children ?? [];
    if (key && value)
      byKey.set(String(key.value), [String(key.value), key, value]);
  }
  return [...byKey.values()];
}
function unreadKeyProblem(root, key, message3) {
  const prop2 = (root.children ?? []).findLast((p) => p.children?.[0]?.value === key);
  return { message: message3, span: prop2?.children?.[0] ? spanOf(prop2.children[0]) : spanOf(root), path: [key], level: "warning" };
}
function property(node, name) {
  if (!node || node.type !== "object")
    return void 0;
  const children = node.children ?? [];
  for (let i = children.length - 1; i >= 0; i--) {
    const [key, value] = children[i].children ?? [];
    if (key && value && String(key.value) === name)
      return value;
  }
  return void 0;
}
function nodeAtPath(root, path) {
  let node = root;
  for (const segment of path) {
    if (!node)
      return void 0;
    node = typeof segment === "number" ? node.type === "array" ? node.children?.[segment] : void 0 : property(node, segment);
  }
  return node;
}
function strictJson(host, source2) {
  const name = source2.display.slice(source2.display.lastIndexOf("/") + 1);
  return `${host} reads ${name} as strict JSON, so this file fails to load and none of its servers start`;
}
var MAX_JSON_DEPTH, trees;
var init_json = __esm({
  "dist/src/hosts/json.js"() {
    "use strict";
    init_main();
    init_source();
    MAX_JSON_DEPTH = 512;
    trees = /* @__PURE__ */ new WeakMap();
  }
});

// dist/src/hosts/json-duplicates.js
function pathOf(place) {
  const path = [];
  for (let p = place; p; p = p.parent)
    path.push(p.segment);
  return path.reverse();
}
function shadowedIn(object, place, out, only) {
  const members = (object.children ?? []).filter((m) => isMember(m) && (only === void 0 || keyOf(m) === only));
  const last2 = /* @__PURE__ */ new Map();
  for (const member of members)
    last2.set(keyOf(member), member);
  const ignored = /* @__PURE__ */ new Set();
  for (const member of members) {
    const winner = last2.get(keyOf(member));
    if (winner === member)
      continue;
    ignored.add(member);
    out.push({
      key: keyOf(member),
      path: pathOf({ parent: place, segment: keyOf(member) }),
      span: spanOf(member),
      keySpan: spanOf(member.children[0]),
      winnerKeySpan: spanOf(winner.children[0])
    });
  }
  return ignored;
}
function shadowedKeys(root, within = []) {
  const out = [];
  let node = root;
  let place;
  for (const segment of within) {
    if (node?.type !== "object")
      return out;
    shadowedIn(node, place, out, String(segment));
    node = (node.children ?? []).findLast((m) => isMember(m) && keyOf(m) === String(segment))?.children?.[1];
    place = { parent: place, segment };
  }
  const stack = node ? [{ node, place }] : [];
  while (stack.length) {
    const { node: current, place: at2 } = stack.pop();
    if (current.type === "array") {
      (current.children ?? []).forEach((child2, i) => stack.push({ node: child2, place: { parent: at2, segment: i } }));
    } else if (current.type === "object") {
      const ignored = shadowedIn(current, at2, out);
      for (const member of current.children ?? []) {
        if (isMember(member) && !ignored.has(member))
          stack.push({ node: member.children[1], place: { parent: at2, segment: keyOf(member) } });
      }
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}
function duplicateKeyProblems(source2, root, within = []) {
  return shadowedKeys(root, within).map((s) => ({
    message: `duplicate key "${s.key}": only the last copy (line ${positionAt(source2, s.winnerKeySpan.start).line}) is read, so this one is ignored`,
    span: s.keySpan,
    path: s.path,
    level: "warning"
  }));
}
var keyOf, isMember;
var init_json_duplicates = __esm({
  "dist/src/hosts/json-duplicates.js"() {
    "use strict";
    init_source();
    init_json();
    keyOf = (member) => String(member.children[0].value);
    isMember = (member) => member.children?.length === 2;
  }
});

// dist/src/hosts/json-editor.js
function layout(text2) {
  const indented = /\n([ \t]+)\S/.exec(text2)?.[1] ?? "  ";
  return { unit: indented.startsWith("	") ? "	" : " ".repeat(Math.min(indented.length, 8)), eol: lineBreakOf(text2) };
}
function insertInto(text2, file, container, index, item) {
  const { unit, eol } = layout(text2);
  const render2 = (indent2) => typeof item === "string" ? item : item(indent2, unit, eol);
  const insert3 = (at2, content) => [{ file, start: at2, end: at2, text: content }];
  const lineStart3 = (offset) => {
    let i = offset;
    while (i > 0 && text2[i - 1] !== "\n" && text2[i - 1] !== "\r")
      i--;
    return i;
  };
  const before = (offset) => text2.slice(lineStart3(offset), offset);
  const indentAt = (offset) => /^[ \t]*/.exec(before(offset))[0];
  const firstOnLine2 = (offset) => before(offset).trim() === "";
  const open = container.offset;
  const close = container.offset + container.length - 1;
  const items = container.children ?? [];
  if (!items.length) {
    const inner = text2.slice(open + 1, close);
    if (!/[\r\n]/.test(inner))
      return [{ file, start: open + 1, end: close, text: container.type === "array" ? render2(void 0) : ` ${render2(void 0)} ` }];
    const closeIndent = firstOnLine2(close) ? indentAt(close) : indentAt(open);
    return [{ file, start: open + 1, end: close, text: `${eol}${closeIndent}${unit}${render2(closeIndent + unit)}${eol}${closeIndent}` }];
  }
  const multiLine = firstOnLine2(items[0].offset);
  if (index < items.length) {
    const at2 = items[index].offset;
    return multiLine && firstOnLine2(at2) ? insert3(at2, `${render2(indentAt(at2))},${eol}${indentAt(at2)}`) : insert3(at2, `${render2(void 0)}, `);
  }
  const last2 = items[items.length - 1];
  const lastEnd = last2.offset + last2.length;
  let after = lastEnd;
  while (text2[after] === " " || text2[after] === "	")
    after++;
  const hasComma = text2[after] === ",";
  if (!multiLine)
    return hasComma ? insert3(after + 1, ` ${render2(void 0)},`) : insert3(lastEnd, `, ${render2(void 0)}`);
  const indent = firstOnLine2(last2.offset) ? indentAt(last2.offset) : indentAt(open) + unit;
  const afterComma = hasComma ? after + 1 : lastEnd;
  let lineEnd4 = afterComma;
  while (lineEnd4 < text2.length && text2[lineEnd4] !== "\n" && text2[lineEnd4] !== "\r")
    lineEnd4++;
  const rest = text2.slice(afterComma, lineEnd4);
  if (close >= lineEnd4 && /\S/.test(rest) && /^\s*(\/\/.*|\/\*.*?\*\/\s*)?$/.test(rest)) {
    const line = insert3(lineEnd4, `${eol}${indent}${render2(indent)}${hasComma ? "," : ""}`);
    return hasComma ? line : [...insert3(lastEnd, ","), ...line];
  }
  return hasComma ? insert3(afterComma, `${eol}${indent}${render2(indent)},`) : insert3(lastEnd, `,${eol}${indent}${render2(indent)}`);
}
function jsonEditor(source2, validate3, paths = CLAUDE_LIKE, options2 = {}) {
  const file = source2.path;
  const text2 = parseableText(source2);
  let parsed;
  const tree = () => (parsed ??= { root: safeParseTree(text2) }).root;
  const member = (key, value) => `${JSON.stringify(key)}: ${value}`;
  return {
    replaceString: (str, value) => [{ file, start: str.span.start, end: str.span.end, text: JSON.stringify(value) }],
    validate: validate3,
    ...options2.inputs ? { addInput: (id, description) => addInputEdits(text2, tree(), file, id, description, options2.inputsAt ?? []) } : {},
    insertArg(server, index, value) {
      const root = tree();
      const where4 = paths.args(server, root);
      if (!root || !where4)
        return [];
      const array = nodeAtPath(root, where4.path);
      if (array) {
        if (array.type !== "array")
          return [];
        return insertInto(text2, file, array, Math.min(Math.max(index, 0) + where4.first, array.children?.length ?? 0), JSON.stringify(value));
      }
      const parent = where4.first === 0 ? nodeAtPath(root, where4.path.slice(0, -1)) : void 0;
      if (parent?.type !== "object")
        return [];
      return insertInto(text2, file, parent, Infinity, member(String(where4.path[where4.path.length - 1]), `[${JSON.stringify(value)}]`));
    },
    setEnv(server, name, value) {
      const root = tree();
      if (!root)
        return [];
      const envPath = paths.env(server, root);
      const env = nodeAtPath(root, envPath);
      if (env) {
        if (env.type !== "object")
          return [];
        const existing = nodeAtPath(root, [...envPath, name]);
        if (existing)
          return [{ file, start: existing.offset, end: existing.offset + existing.length, text: JSON.stringify(value) }];
        return insertInto(text2, file, env, Infinity, member(name, JSON.stringify(value)));
      }
      const parent = nodeAtPath(root, envPath.slice(0, -1));
      if (parent?.type !== "object")
        return [];
      return insertInto(text2, file, parent, Infinity, member(String(envPath[envPath.length - 1]), `{ ${member(name, JSON.stringify(value))} }`));
    }
  };
}
function addInputEdits(text2, tree, file, id, description, at2) {
  const root = tree && at2.length ? nodeAtPath(tree, at2) : tree;
  if (!root || root.type !== "object")
    return [];
  const fields = [["type", "promptString"], ["id", id], ["description", description], ["password", true]];
  const pairs2 = fields.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const input = (indent, unit, eol) => indent === void 0 ? `{ ${pairs2.join(", ")} }` : `{${eol}${pairs2.map((p) => indent + unit + p).join(`,${eol}`)}${eol}${indent}}`;
  const inputs = property(root, "inputs");
  if (!inputs) {
    return insertInto(text2, file, root, Infinity, (indent, unit, eol) => indent === void 0 ? `"inputs": [${input(void 0, unit, eol)}]` : `"inputs": [${eol}${indent}${unit}${input(indent + unit, unit, eol)}${eol}${indent}]`);
  }
  if (inputs.type !== "array")
    return [];
  if ((inputs.children ?? []).some((c) => c.type === "object" && property(c, "id")?.value === id))
    return [];
  return insertInto(text2, file, inputs, Infinity, input);
}
var CLAUDE_LIKE;
var init_json_editor = __esm({
  "dist/src/hosts/json-editor.js"() {
    "use strict";
    init_source();
    init_json();
    CLAUDE_LIKE = {
      args: (server) => ({ path: [...server.path, "args"], first: 0 }),
      env: (server) => [...server.path, "env"]
    };
  }
});

// dist/src/hosts/entry.js
function readEntries(container, containerPath, text2, problems, read) {
  if (container.type !== "object") {
    problems.push({ message: `"${containerPath.join(".")}" must be an object mapping server names to entries`, span: spanOf(container), path: containerPath });
    return [];
  }
  const servers = [];
  for (const [name, keyNode, node] of properties(container)) {
    const path = [...containerPath, name];
    if (node.type !== "object") {
      problems.push({ message: `server "${name}" must be an object`, span: spanOf(node), path });
      continue;
    }
    const server = read(new Entry(node, keyNode, name, path, text2, problems));
    if (server)
      servers.push(server);
  }
  return servers;
}
function readServers(container, containerPath, text2, shape, problems) {
  return readEntries(container, containerPath, text2, problems, (entry) => {
    const type = entry.str("type");
    const command = entry.str("command");
    const url = entry.str("url");
    const args = entry.strings("args");
    const env = entry.map("env", ["env"], entry.node, shape.envAllowsNonStrings ?? false);
    const headers = entry.map("headers");
    const transport6 = shape.transport(type?.value, entry.has("command"), entry.has("url"));
    const { name } = entry;
    const foreign = entry.has("url") ? void 0 : FOREIGN_URL_KEYS.find((key) => entry.has(key));
    const hint = foreign ? `; "${foreign}" is another client's key and is not read here: write "url" (and "type": "http")` : "";
    if (transport6 === "unknown") {
      if (type && !["stdio", "http", "sse", "ws"].includes(type.value))
        entry.error(`server "${name}" has an unknown transport type "${type.value}"`, entry.get("type"));
      else
        entry.error(`server "${name}" has neither "command" nor "url"${hint}`, entry.get("type") ?? entry.keyNode);
    } else if (transport6 === "stdio" && !entry.has("command")) {
      entry.error(`server "${name}" is a stdio server without a "command"${hint}`);
    } else if (transport6 !== "stdio" && !entry.has("url")) {
      entry.error(`server "${name}" is a ${transport6} server without a "url"${hint}`);
    }
    if (url && !type && !command && shape.urlWithoutType)
      entry.warn(shape.urlWithoutType.replace("{name}", name));
    return entry.server(transport6 === "unknown" && url ? "http" : transport6, { command, args: args.items, argsNode: args.node, env, url, headers });
  });
}
function checkEntries(container, containerPath, text2, problems, check6) {
  if (container?.type !== "object")
    return;
  for (const [name, keyNode, node] of properties(container)) {
    if (node.type === "object")
      check6(new Entry(node, keyNode, name, [...containerPath, name], text2, problems));
  }
}
function jsonHostFile(source2, spec, read, editor) {
  const doc = parseJson(source2, spec.strict, spec.what);
  const servers = doc.root?.type === "object" ? read(doc.root, doc.problems, source2.text) : [];
  doc.problems.push(...duplicateKeyProblems(source2, doc.root, spec.within));
  const validate3 = (text2) => parseJson(makeSource(source2.path, source2.display, text2), spec.strict, spec.what).problems[0]?.message;
  return {
    kind: "config",
    host: spec.id,
    syntax: spec.strict ? "json" : "jsonc",
    source: source2,
    servers,
    problems: doc.problems,
    comments: doc.comments,
    data: doc.data,
    editor: editor ? editor(validate3) : jsonEditor(source2, validate3)
  };
}
function flatEntries(root) {
  return properties(root).filter(([, , value]) => value.type === "object" && SERVER_KEYS.some((k) => property(value, k))).map(([name]) => name);
}
function noServersNote(root, problems, host, why2 = "") {
  if (!root.children?.length)
    return;
  const flat = flatEntries(root);
  const message3 = flat.length ? `${flat.map((n) => `"${n}"`).slice(0, 3).join(", ")}${flat.length > 3 ? ", \u2026" : ""} ${flat.length === 1 ? "looks" : "look"} like ${flat.length === 1 ? "a server" : "servers"} at the top level, but ${host} reads servers only from "mcpServers"${why2}: it reads no server from this file` : `no "mcpServers" object: ${host} reads no server from this file`;
  const first = flat[0] ?? String(root.children[0].children?.[0]?.value);
  problems.push({ ...unreadKeyProblem(root, first, message3), level: "note", path: flat.length ? [first] : [] });
}
function mcpServersFile(source2, spec, shape, check6) {
  return jsonHostFile(source2, spec, (root, problems, text2) => {
    const container = property(root, "mcpServers");
    if (!container) {
      if (spec.noServers)
        noServersNote(root, problems, spec.noServers);
      return [];
    }
    const servers = readServers(container, ["mcpServers"], text2, shape, problems);
    if (check6)
      checkEntries(container, ["mcpServers"], text2, problems, check6);
    return servers;
  });
}
function inferredTransport(types, urlDefault = "http") {
  return (type, hasCommand, hasUrl) => {
    if (type === void 0)
      return hasCommand ? "stdio" : hasUrl ? urlDefault : "unknown";
    return Object.prototype.hasOwnProperty.call(types, type) ? types[type] : "unknown";
  };
}
function pathMatcher(pattern) {
  const re = new RegExp(`(^|/)${pattern}$`);
  return (relPath) => re.test(relPath);
}
var Entry, FOREIGN_URL_KEYS, SERVER_KEYS;
var init_entry = __esm({
  "dist/src/hosts/entry.js"() {
    "use strict";
    init_source();
    init_json();
    init_json_duplicates();
    init_json_editor();
    Entry = class {
      node;
      keyNode;
      name;
      path;
      text;
      problems;
      constructor(node, keyNode, name, path, text2, problems) {
        this.node = node;
        this.keyNode = keyNode;
        this.name = name;
        this.path = path;
        this.text = text2;
        this.problems = problems;
      }
      get(key, node = this.node) {
        return property(node, key);
      }
      has(key) {
        return !!property(this.node, key);
      }
      problem(message3, node, path, level) {
        this.problems.push({ message: message3, span: spanOf(node), path, ...level ? { level } : {} });
      }
      /** A string field; `at` is the field's path below the entry (default `[key]`). */
      str(key, at2 = [key], parent = this.node) {
        const node = property(parent, key);
        if (!node)
          return void 0;
        if (node.type === "string")
          return toStr(node, this.text, [...this.path, ...at2]);
        this.problem(`"${at2.join(".")}" of server "${this.name}" must be a string`, node, [...this.path, ...at2]);
        return void 0;
      }
      /** An array of strings (`args`); each non-string element is a problem. */
      strings(key, at2 = [key], parent = this.node) {
        const node = property(parent, key);
        const label = at2.join(".");
        if (!node)
          return { items: [] };
        if (node.type !== "array") {
          this.problem(`"${label}" of server "${this.name}" must be an array of strings`, node, [...this.path, ...at2]);
          return { items: [] };
        }
        const items = [];
        (node.children ?? []).forEach((item, i) => {
          if (item.type === "string")
            items.push(toStr(item, this.text, [...this.path, ...at2, i]));
          else
            this.problem(`"${label}" of server "${this.name}" must hold only strings`, item, [...this.path, ...at2, i]);
        });
        return { items, node };
      }
      /** An object of strings (`env`, `headers`). */
      map(key, at2 = [key], parent = this.node, allowOthers = false) {
        const node = property(parent, key);
        const label = at2.join(".");
        if (!node)
          return [];
        if (node.type !== "object") {
          this.problem(`"${label}" of server "${this.name}" must be an object of strings`, node, [...this.path, ...at2]);
          return [];
        }
        const out = [];
        for (const [k, keyNode, value] of properties(node)) {
          if (value.type === "string")
            out.push({ key: k, keySpan: spanOf(keyNode), value: toStr(value, this.text, [...this.path, ...at2, k]) });
          else if (!(allowOthers && (value.type === "number" || value.type === "null"))) {
            this.problem(`"${label}.${k}" of server "${this.name}" must be a string`, value, [...this.path, ...at2, k]);
          }
        }
        return out;
      }
      /** Type checks for fields that are not modelled: booleans and lists of tool names. */
      bool(key) {
        const node = property(this.node, key);
        if (node && node.type !== "boolean")
          this.problem(`"${key}" of server "${this.name}" must be true or false`, node, [...this.path, key]);
      }
      toolList(key) {
        const node = property(this.node, key);
        if (!node)
          return;
        if (node.type !== "array" || (node.children ?? []).some((c) => c.type !== "string")) {
          this.problem(`"${key}" of server "${this.name}" must be an array of tool names`, node, [...this.path, key]);
        }
      }
      /** A shape error on `node` (the entry's name by default). */
      error(message3, node = this.keyNode) {
        this.problem(message3, node, this.path);
      }
      /** A host-specific trap: a warning (or note) on the entry's name. */
      warn(message3, level = "warning", node = this.keyNode) {
        this.problem(message3, node, this.path, level);
      }
      server(transport6, fields) {
        const server = {
          name: this.name,
          path: this.path,
          nameSpan: spanOf(this.keyNode),
          span: spanOf(this.node),
          transport: transport6,
          args: fields.args ?? [],
          env: fields.env ?? [],
          headers: fields.headers ?? []
        };
        if (fields.command)
          server.command = fields.command;
        if (fields.url)
          server.url = fields.url;
        if (fields.argsNode?.type === "array")
          server.argsSpan = spanOf(fields.argsNode);
        return server;
      }
    };
    FOREIGN_URL_KEYS = ["serverUrl", "httpUrl"];
    SERVER_KEYS = ["command", "url", "type", "args"];
  }
});

// dist/src/hosts/claude-code.js
function claudeTransport(type, hasCommand, hasUrl) {
  if (type === void 0 || type === "stdio")
    return type === void 0 && !hasCommand && hasUrl ? "http" : "stdio";
  if (type === "http" || type === "sse" || type === "ws")
    return type;
  return "unknown";
}
function flatContainer(root, names) {
  return { ...root, children: (root.children ?? []).filter((prop2) => names.includes(String(prop2.children?.[0]?.value))) };
}
function claudeFile(source2, plugin) {
  const doc = parseJson(source2, true, STRICT);
  const container = property(doc.root, "mcpServers");
  const misplaced = property(doc.root, "servers");
  if (misplaced) {
    doc.problems.push(unreadKeyProblem(doc.root, "servers", container ? `Claude Code reads only "mcpServers"; the servers under "servers" (VS Code's key) are never loaded` : `Claude Code reads only "mcpServers", not "servers" (VS Code's key): none of these servers is loaded`));
  }
  const servers = [];
  if (doc.root) {
    if (container)
      servers.push(...readServers(container, ["mcpServers"], source2.text, SHAPE, doc.problems));
    else if (plugin) {
      const flat = flatEntries(doc.root);
      if (flat.length)
        servers.push(...readServers(flatContainer(doc.root, flat), [], source2.text, SHAPE, doc.problems));
    }
    if (misplaced?.type === "object")
      servers.push(...readServers(misplaced, ["servers"], source2.text, SHAPE, doc.problems));
    if (!container && !misplaced && !plugin && doc.root.type === "object")
      noServersNote(doc.root, doc.problems, "Claude Code", " (the wrapper-less form is for plugins)");
  }
  doc.problems.push(...duplicateKeyProblems(source2, doc.root));
  const validate3 = (text2) => parseJson(makeSource(source2.path, source2.display, text2), true, STRICT).problems[0]?.message;
  const file = {
    kind: "config",
    host: "claude-code",
    syntax: "json",
    source: source2,
    servers,
    problems: doc.problems,
    comments: doc.comments,
    data: doc.data,
    editor: jsonEditor(source2, validate3)
  };
  const helpers = headersHelpers(container, source2.text);
  if (helpers.length)
    file.commands = helpers;
  return file;
}
function headersHelpers(container, text2) {
  return properties(container).flatMap(([name, , entry]) => {
    const node = property(entry, "headersHelper");
    if (node?.type !== "string")
      return [];
    const path = ["mcpServers", name, "headersHelper"];
    const command = toStr(node, text2, path);
    return [{ name: `"headersHelper" helper of server "${name}"`, path, nameSpan: command.span, span: command.span, transport: "stdio", command, args: [], env: [], headers: [], role: "helper", shell: true }];
  });
}
var STRICT, URL_WITHOUT_TYPE, SHAPE, claudeCode, claudePluginServers;
var init_claude_code = __esm({
  "dist/src/hosts/claude-code.js"() {
    "use strict";
    init_entry();
    init_json();
    init_json_editor();
    init_json_duplicates();
    init_source();
    STRICT = "Claude Code reads .mcp.json with JSON.parse, so this file fails to load and none of its servers start";
    URL_WITHOUT_TYPE = 'server "{name}" has a "url" but no "type": Claude Code reads an entry without "type" as a stdio server, so it will not connect; add "type": "http" (or "sse")';
    SHAPE = { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE };
    claudeCode = {
      id: "claude-code",
      name: "Claude Code",
      matches: (relPath) => relPath === ".mcp.json" || relPath.endsWith("/.mcp.json"),
      parse: (source2) => claudeFile(source2, false)
    };
    claudePluginServers = {
      id: "claude-code",
      name: "Claude Code plugin",
      matches: () => false,
      parse: (source2) => claudeFile(source2, true)
    };
  }
});

// dist/src/hosts/claude-desktop.js
function transport(type, hasCommand, hasUrl) {
  if (type === void 0)
    return !hasCommand && hasUrl ? "http" : "stdio";
  return type === "stdio" || type === "http" || type === "sse" ? type : "unknown";
}
var claudeDesktop;
var init_claude_desktop = __esm({
  "dist/src/hosts/claude-desktop.js"() {
    "use strict";
    init_entry();
    init_json();
    claudeDesktop = {
      id: "claude-desktop",
      name: "Claude Desktop",
      // Its home is the app's folder (`--user`), but the name is unique and copies committed to a repository often
      // hold real tokens, so a copy found in a scan is read too.
      matches: (path) => /(^|\/)claude_desktop_config\.json$/.test(path),
      parse: (source2) => mcpServersFile(source2, { id: "claude-desktop", what: strictJson("Claude Desktop", source2), strict: true }, {
        transport,
        urlWithoutType: 'server "{name}" has a "url" but no "command": Claude Desktop starts local servers from this file; a remote server is added as a connector in its settings instead'
      })
    };
  }
});

// dist/src/hosts/nested.js
function nodeAt(root, path) {
  let node = root;
  for (const key of path)
    node = property(node, String(key));
  return node;
}
function nestedServersFile(source2, spec, at2, read, editor) {
  let found2 = false;
  const scope = at2.slice(0, -1);
  const file = jsonHostFile(source2, { ...spec, within: scope }, (root, problems, text2) => {
    const container = nodeAt(root, at2);
    const servers = container ? read(container, problems, text2) : void 0;
    found2 = servers !== void 0;
    return servers ?? [];
  }, editor);
  return { ...file, ...found2 ? {} : { problems: [] }, ...scope.length ? { scope } : {} };
}
var init_nested = __esm({
  "dist/src/hosts/nested.js"() {
    "use strict";
    init_entry();
    init_json();
  }
});

// dist/src/hosts/claude-plugin.js
function serverFiles(node) {
  if (!node)
    return [];
  const items = node.type === "string" ? [{ item: node, at: ["mcpServers"] }] : (node.children ?? []).map((item, i) => ({ item, at: ["mcpServers", i] }));
  return items.filter(({ item }) => item.type === "string" && String(item.value).trim() !== "").map(({ item, at: at2 }) => {
    const value = String(item.value);
    return { path: /^(?:[\\/]|[A-Za-z]:)/.test(value) ? value : `../${value}`, span: spanOf(item), at: at2 };
  });
}
var claudePlugin;
var init_claude_plugin = __esm({
  "dist/src/hosts/claude-plugin.js"() {
    "use strict";
    init_claude_code();
    init_entry();
    init_json();
    init_nested();
    claudePlugin = {
      id: "claude-code",
      name: "Claude Code plugin",
      // Only the manifest's own folder: a plugin.json anywhere else belongs to some other program.
      matches: pathMatcher("\\.claude-plugin/plugin\\.json"),
      parse(source2) {
        let named;
        const file = nestedServersFile(source2, { id: "claude-code", what: "Claude Code", strict: false }, ["mcpServers"], (container, problems, text2) => {
          if (container.type === "string" || container.type === "array") {
            named = container;
            return void 0;
          }
          return readServers(container, ["mcpServers"], text2, { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE }, problems);
        });
        const references = serverFiles(named);
        return references.length ? { ...file, references } : file;
      }
    };
  }
});

// dist/src/hosts/hook-commands.js
function strOf(node, text2, path) {
  return node?.type === "string" ? toStr(node, text2, path) : void 0;
}
function envOf(node, text2, path) {
  return properties(node).flatMap(([key, keyNode, value]) => value.type === "string" ? [{ key, keySpan: spanOf(keyNode), value: toStr(value, text2, [...path, key]) }] : []);
}
function readHandler(node, path, keys, where4) {
  if (node.type !== "object") {
    where4.problems.push({ message: `${where4.label} entry must be an object`, span: spanOf(node), path, level: "warning" });
    return [];
  }
  const { text: text2 } = where4;
  const type = property(node, "type");
  if (type?.type === "string" && type.value !== "command" && type.value !== "runCommand")
    return [];
  const argsNode = property(node, "args");
  const args = argsNode?.type === "array" ? (argsNode.children ?? []).flatMap((item, i) => item.type === "string" ? [toStr(item, text2, [...path, "args", i])] : []) : [];
  const env = envOf(property(node, "env"), text2, [...path, "env"]);
  const cwd2 = strOf(property(node, "cwd"), text2, [...path, "cwd"]);
  const out = [];
  const add = (key, shell) => {
    const valueNode = property(node, key);
    if (!valueNode)
      return;
    const command = strOf(valueNode, text2, [...path, key]);
    if (!command) {
      where4.problems.push({ message: `"${key}" of ${where4.label} must be a string`, span: spanOf(valueNode), path: [...path, key], level: "warning" });
      return;
    }
    const cmd = {
      name: where4.label,
      path,
      nameSpan: command.span,
      span: spanOf(node),
      transport: "stdio",
      command,
      args: shell ? [] : args,
      env,
      headers: [],
      role: where4.role,
      shell
    };
    if (!shell && argsNode?.type === "array")
      cmd.argsSpan = spanOf(argsNode);
    if (where4.event)
      cmd.event = where4.event;
    if (where4.matcher)
      cmd.matcher = where4.matcher;
    if (cwd2)
      cmd.cwd = cwd2;
    out.push(cmd);
  };
  for (const key of keys.shell)
    add(key, !(keys.argsMakeExec && argsNode?.type === "array"));
  for (const key of keys.exec ?? [])
    add(key, false);
  return out;
}
function readNestedHooks(hooks, at2, text2, problems, keys = CLAUDE_HANDLER) {
  const out = [];
  for (const [event, keyNode, groups] of properties(hooks)) {
    const eventStr = { value: event, span: spanOf(keyNode), path: [...at2, event], quoteLength: 1 };
    if (groups.type !== "array") {
      problems.push({ message: `hooks for "${event}" must be an array of matcher groups`, span: spanOf(groups), path: [...at2, event], level: "warning" });
      continue;
    }
    (groups.children ?? []).forEach((group, i) => {
      const groupPath = [...at2, event, i];
      const matcher = strOf(property(group, "matcher"), text2, [...groupPath, "matcher"]);
      const handlers = property(group, "hooks");
      if (handlers?.type !== "array") {
        if (group.type !== "object" || handlers)
          problems.push({ message: `a "${event}" matcher group must hold a "hooks" array`, span: spanOf(group), path: groupPath, level: "warning" });
        return;
      }
      (handlers.children ?? []).forEach((handler, j) => {
        const where4 = { text: text2, problems, label: `${event} hook`, role: "hook", event: eventStr };
        if (matcher)
          where4.matcher = matcher;
        out.push(...readHandler(handler, [...groupPath, "hooks", j], keys, where4));
      });
    });
  }
  return out;
}
function readFlatHooks(hooks, at2, text2, problems, keys) {
  const out = [];
  for (const [event, keyNode, entries] of properties(hooks)) {
    const eventStr = { value: event, span: spanOf(keyNode), path: [...at2, event], quoteLength: 1 };
    if (entries.type !== "array") {
      problems.push({ message: `hooks for "${event}" must be an array`, span: spanOf(entries), path: [...at2, event], level: "warning" });
      continue;
    }
    (entries.children ?? []).forEach((entry, i) => {
      const path = [...at2, event, i];
      const where4 = { text: text2, problems, label: `${event} hook`, role: "hook", event: eventStr };
      const matcher = strOf(property(entry, "matcher"), text2, [...path, "matcher"]);
      if (matcher)
        where4.matcher = matcher;
      out.push(...readHandler(entry, path, keys, where4));
    });
  }
  return out;
}
function readHelper(root, key, role, text2, problems) {
  const node = property(root, key);
  if (!node)
    return [];
  const label = role === "status line" ? `"${key}" status line` : `"${key}" helper`;
  if (node.type === "object")
    return readHandler(node, [key], CLAUDE_HANDLER, { text: text2, problems, label, role });
  const command = strOf(node, text2, [key]);
  if (!command)
    return [];
  return [{ name: label, path: [key], nameSpan: command.span, span: command.span, transport: "stdio", command, args: [], env: [], headers: [], role, shell: true }];
}
function commandsFile(source2, spec, read) {
  const commands = [];
  const file = jsonHostFile(source2, spec, (root, problems, text2) => {
    commands.push(...read(root, problems, text2));
    return [];
  });
  return { ...file, commands };
}
function deadMatcherProblems(commands) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const { matcher } of commands) {
    if (!matcher || seen.has(matcher.span.start) || !/^[A-Za-z0-9_\-, |]+$/.test(matcher.value))
      continue;
    seen.add(matcher.span.start);
    const dead = matcher.value.split(/[|,]/).map((n) => n.trim()).filter((n) => n.startsWith("mcp__") && !n.slice(5).includes("__"));
    if (!dead.length)
      continue;
    out.push({
      message: `matcher ${dead.map((n) => `"${n}"`).join(", ")} matches no tool: Claude Code compares a plain matcher with whole tool names, and MCP tools are named mcp__<server>__<tool>; write "${dead[0]}__.*" to match every tool of that server`,
      span: matcher.span,
      path: matcher.path,
      level: "warning"
    });
  }
  return out;
}
var CLAUDE_HANDLER;
var init_hook_commands = __esm({
  "dist/src/hosts/hook-commands.js"() {
    "use strict";
    init_entry();
    init_json();
    CLAUDE_HANDLER = { shell: ["command"], argsMakeExec: true };
  }
});

// dist/src/hosts/claude-settings.js
var STATUS_LINES, HELPERS, claudeSettings;
var init_claude_settings = __esm({
  "dist/src/hosts/claude-settings.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    STATUS_LINES = ["statusLine", "subagentStatusLine", "fileSuggestion"];
    HELPERS = ["apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "gcpAuthRefresh", "otelHeadersHelper"];
    claudeSettings = {
      id: "claude-settings",
      name: "Claude Code settings",
      matches: pathMatcher("\\.claude/settings(\\.local)?\\.json"),
      parse: (source2) => {
        const commands = [];
        const file = jsonHostFile(source2, { id: "claude-settings", what: "Claude Code settings", strict: false }, (root, problems, text2) => {
          const ignored = [];
          commands.push(...readNestedHooks(property(root, "hooks"), ["hooks"], text2, ignored));
          problems.push(...deadMatcherProblems(commands));
          for (const key of STATUS_LINES)
            commands.push(...readHelper(root, key, "status line", text2, ignored));
          for (const key of HELPERS)
            commands.push(...readHelper(root, key, "helper", text2, ignored));
          return [];
        });
        return { ...file, commands };
      }
    };
  }
});

// dist/src/hosts/cline.js
function check(mixed, cline2) {
  return (entry) => {
    entry.bool("disabled");
    entry.toolList("autoApprove");
    entry.toolList("alwaysAllow");
    if (cline2 && entry.has("alwaysAllow")) {
      entry.warn(`"alwaysAllow" of server "${entry.name}" approves nothing: Cline reads "autoApprove" ("alwaysAllow" is Roo Code's key), so these tools still ask before they run`, "note", entry.get("alwaysAllow"));
    }
    entry.toolList("disabledTools");
    if (entry.has("command") && entry.has("url")) {
      entry.warn(`server "${entry.name}" has both "command" and "url": ${mixed}`);
    }
  };
}
function withServersObject(file) {
  const root = file.data;
  if (root && typeof root === "object" && !Array.isArray(root) && !("mcpServers" in root)) {
    file.problems.push({ message: 'no "mcpServers" object: Cline rejects the file ("Invalid MCP settings schema") and starts none of its servers; write { "mcpServers": {} } at least', span: { start: 0, end: Math.min(1, file.source.text.length) }, path: [] });
  }
  return file;
}
var transport2, cline, roo;
var init_cline = __esm({
  "dist/src/hosts/cline.js"() {
    "use strict";
    init_entry();
    init_json();
    transport2 = inferredTransport({ stdio: "stdio", sse: "sse", streamableHttp: "http", "streamable-http": "http", http: "http" }, "sse");
    cline = {
      id: "cline",
      name: "Cline",
      matches: pathMatcher("cline_mcp_settings\\.json"),
      parse: (source2) => withServersObject(mcpServersFile(source2, { id: "cline", what: strictJson("Cline", source2), strict: true }, { transport: transport2 }, check("an entry is either a local or a remote server, so Cline uses only one of them", true)))
    };
    roo = {
      id: "roo",
      name: "Roo Code",
      // `mcp_settings.json` (global) lives in VS Code's extension storage and is read with `--user` only.
      matches: pathMatcher("\\.roo/mcp\\.json"),
      parse: (source2) => mcpServersFile(source2, { id: "roo", what: "Roo Code", strict: false, noServers: "Roo Code" }, { transport: transport2 }, check("Roo Code rejects an entry that mixes local and remote fields", false))
    };
  }
});

// dist/src/model/lazy.js
function yaml() {
  return yamlModule ??= require2((0, import_node_fs.existsSync)(vendoredYaml) ? vendoredYaml : "yaml");
}
function toml() {
  return tomlModule ??= require2((0, import_node_fs.existsSync)(vendoredToml) ? vendoredToml : "smol-toml");
}
function semver() {
  return semverModule ??= require2((0, import_node_fs.existsSync)(vendoredSemver) ? vendoredSemver : "semver");
}
function ajv() {
  return require2("ajv");
}
var import_node_fs, import_node_module, import_node_url, require2, vendoredYaml, vendoredToml, vendoredSemver, yamlModule, tomlModule, semverModule;
var init_lazy = __esm({
  "dist/src/model/lazy.js"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_module = require("node:module");
    import_node_url = require("node:url");
    require2 = (0, import_node_module.createRequire)(importMetaUrl);
    vendoredYaml = (0, import_node_url.fileURLToPath)(new URL("./vendor/yaml.cjs", importMetaUrl));
    vendoredToml = (0, import_node_url.fileURLToPath)(new URL("./vendor/smol-toml.cjs", importMetaUrl));
    vendoredSemver = (0, import_node_url.fileURLToPath)(new URL("./vendor/semver.cjs", importMetaUrl));
  }
});

// dist/src/hosts/codex-commands.js
function strAt(index, at2, value) {
  const node = index.node(at2);
  const str = { value, span: node?.span ?? index.spanAt(at2), path: at2, quoteLength: node?.quoteLength ?? 1 };
  if (node?.offsets && node.value === value)
    str.offsets = node.offsets;
  return str;
}
function notifyCommand(data, index) {
  const argv = data.notify;
  if (!Array.isArray(argv) || typeof argv[0] !== "string")
    return [];
  const command = strAt(index, ["notify", 0], argv[0]);
  const args = argv.flatMap((arg, i) => i > 0 && typeof arg === "string" ? [strAt(index, ["notify", i], arg)] : []);
  return [{
    name: '"notify" command',
    path: ["notify"],
    nameSpan: index.keySpanAt(["notify"]),
    span: index.spanAt(["notify"]),
    transport: "stdio",
    command,
    args,
    argsSpan: index.spanAt(["notify"]),
    env: [],
    headers: [],
    role: "notify",
    shell: false
  }];
}
function hookCommands(data, index) {
  const hooks = data.hooks;
  if (!isTable(hooks))
    return [];
  const out = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups))
      continue;
    const eventStr = { value: event, span: index.keySpanAt(["hooks", event]), path: ["hooks", event], quoteLength: 0 };
    groups.forEach((group, i) => {
      if (!isTable(group) || !Array.isArray(group.hooks))
        return;
      const matcher = typeof group.matcher === "string" ? strAt(index, ["hooks", event, i, "matcher"], group.matcher) : void 0;
      group.hooks.forEach((handler, j) => {
        if (!isTable(handler) || handler.type !== void 0 && handler.type !== "command")
          return;
        for (const key of ["command", "commandWindows"]) {
          const value = handler[key];
          if (typeof value !== "string")
            continue;
          const path = ["hooks", event, i, "hooks", j];
          const cmd = {
            name: `${event} hook`,
            path,
            nameSpan: eventStr.span,
            span: index.entrySpan(path),
            transport: "stdio",
            command: strAt(index, [...path, key], value),
            args: [],
            env: [],
            headers: [],
            role: "hook",
            shell: true,
            event: eventStr
          };
          if (matcher)
            cmd.matcher = matcher;
          out.push(cmd);
        }
      });
    });
  }
  return out;
}
function readCodexCommands(data, index) {
  return [...notifyCommand(data, index), ...hookCommands(data, index)];
}
var isTable;
var init_codex_commands = __esm({
  "dist/src/hosts/codex-commands.js"() {
    "use strict";
    isTable = (value) => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
  }
});

// dist/src/hosts/toml-index.js
function segmentAt(node, depth) {
  const i = depth - (node.path.length - node.keySpans.length);
  return i >= 0 && i < node.keySpans.length ? i : void 0;
}
var PREFIX_DEPTH, startsWith, ScanIndex;
var init_toml_index = __esm({
  "dist/src/hosts/toml-index.js"() {
    "use strict";
    PREFIX_DEPTH = 4;
    startsWith = (path, prefix) => path.length >= prefix.length && prefix.every((s, i) => s === path[i]);
    ScanIndex = class {
      text;
      scan;
      root = { children: /* @__PURE__ */ new Map() };
      constructor(text2, scan2) {
        this.text = text2;
        this.scan = scan2;
        for (const node of scan2.nodes) {
          let at2 = this.root;
          node.path.forEach((segment, k) => {
            at2 = this.child(at2, segment);
            if (k < PREFIX_DEPTH)
              (at2.under ??= []).push(node);
          });
          at2.node ??= node;
        }
        for (const table of scan2.tables) {
          if (table.kind === "dotted")
            continue;
          const at2 = table.path.reduce((t, segment) => this.child(t, segment), this.root);
          at2.header ??= table;
        }
      }
      child(at2, segment) {
        let next = at2.children.get(segment);
        if (!next)
          at2.children.set(segment, next = { children: /* @__PURE__ */ new Map() });
        return next;
      }
      find(path) {
        let at2 = this.root;
        for (const segment of path) {
          at2 = at2.children.get(segment);
          if (!at2)
            return void 0;
        }
        return at2;
      }
      node(path) {
        return this.find(path)?.node;
      }
      /** The header table `[path]` itself, if the file has one. */
      header(path) {
        return this.find(path)?.header;
      }
      /** The nodes at or below `path`, in document order. */
      under(path) {
        if (path.length === 0)
          return this.scan.nodes;
        if (path.length <= PREFIX_DEPTH)
          return this.find(path)?.under ?? [];
        return this.scan.nodes.filter((node) => startsWith(node.path, path));
      }
      /** The value's span, or for a value only defined through sub-keys, the first place one of them appears. */
      spanAt(path) {
        const node = this.node(path) ?? this.under(path)[0];
        return node ? node.span : { start: 0, end: 0 };
      }
      keySpanAt(path) {
        return this.node(path)?.keySpan ?? this.spanAt(path);
      }
      /** Where the key `path[path.length - 1]` is spelled first: a header segment, a (dotted) key. */
      nameSpan(path) {
        const depth = path.length - 1;
        const exact = this.node(path);
        if (exact?.keySpan)
          return exact.keySpan;
        for (const node of this.under(path)) {
          const i = segmentAt(node, depth);
          if (i !== void 0)
            return node.keySpans[i];
        }
        return this.spanAt(path);
      }
      /** A server table's header through the end of its body, or the inline table, or everything that defines it. */
      entrySpan(path) {
        const header = this.header(path);
        if (header)
          return { start: header.headerSpan.start, end: header.bodyEnd };
        const node = this.node(path);
        if (node)
          return node.span;
        let start = Infinity;
        let end = -Infinity;
        for (const n of this.under(path)) {
          start = Math.min(start, n.keySpans[0]?.start ?? n.span.start);
          end = Math.max(end, n.span.end);
        }
        return start <= end ? { start, end } : { start: 0, end: 0 };
      }
      /** The last key written directly in the table at `path` (dotted keys included, sub-tables excluded). */
      lastKeyOf(path) {
        let last2;
        for (const node of this.under(path)) {
          if (node.kind === "table" || node.path.length <= path.length)
            continue;
          if (segmentAt(node, path.length) === void 0)
            continue;
          if (!last2 || node.span.start > last2.span.start)
            last2 = node;
        }
        return last2;
      }
      /** The innermost inline table that holds `node`. */
      inlineParent(node) {
        for (let k = node.path.length - 1; k > 0; k--) {
          const parent = this.node(node.path.slice(0, k));
          if (parent?.kind === "inline-table" && parent.span.start < node.span.start && node.span.end <= parent.span.end)
            return parent;
        }
        return void 0;
      }
      /** Spans of an array's elements or an inline table's `key = value` entries. */
      itemsOf(container) {
        const depth = container.path.length;
        const items = [];
        for (const node of this.under(container.path)) {
          if (node.path.length <= depth)
            continue;
          if (container.kind === "array") {
            if (node.path.length === depth + 1)
              items.push(node.span);
          } else if (node.path.length - node.keySpans.length === depth && node.keySpans.length > 0) {
            items.push({ start: node.keySpans[0].start, end: node.span.end });
          }
        }
        return items.sort((a, b) => a.start - b.start);
      }
    };
  }
});

// dist/src/hosts/codex-editor.js
function escapeBasic(value, keepNewlines) {
  let out = "";
  for (const c of value) {
    if (keepNewlines && c === "\n")
      out += c;
    else if (SHORT[c] !== void 0)
      out += SHORT[c];
    else if (c < " " || c === "\x7F")
      out += `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    else
      out += c;
  }
  return out;
}
function stringToken(open, value, lb) {
  const plain = !/[\x00-\x08\x0a-\x1f\x7f]/.test(value);
  if (open === "'" && plain && !value.includes("'"))
    return `'${value}'`;
  const multiPlain = !/[\x00-\x08\x0b-\x1f\x7f]/.test(value);
  const lead = value.startsWith("\n") ? lb : "";
  if (open === "'''" && multiPlain && !value.includes("'"))
    return `'''${lead}${value}'''`;
  if (open === '"""')
    return `"""${lead}${escapeBasic(value, true)}"""`;
  return tomlString(value);
}
function tomlEditor(source2, index, validate3) {
  const ctx = { file: source2.path, text: index.text, index, lb: lineBreakOf(source2.text), firstLineStart: source2.bom ? 1 : 0 };
  return {
    replaceString: (str, value) => replaceString(ctx, str, value),
    insertArg: (server, position, value) => insertArg(ctx, server, position, value),
    setEnv: (server, name, value) => setEnv(ctx, server, name, value),
    validate: validate3
  };
}
function insert(ctx, at2, insertion) {
  return { file: ctx.file, start: at2, end: at2, text: insertion };
}
function lineStart({ text: text2, firstLineStart }, offset) {
  let i = offset;
  while (i > firstLineStart && text2[i - 1] !== "\n" && text2[i - 1] !== "\r")
    i--;
  return i;
}
function lineEnd({ text: text2 }, offset) {
  let i = offset;
  while (i < text2.length && text2[i] !== "\n" && text2[i] !== "\r")
    i++;
  return i;
}
function indentOf(ctx, offset) {
  return /^[ \t]*/.exec(ctx.text.slice(lineStart(ctx, offset), offset))[0];
}
function firstOnLine(ctx, offset) {
  return /^[ \t]*$/.test(ctx.text.slice(lineStart(ctx, offset), offset));
}
function replaceString(ctx, str, value) {
  const open = ctx.text.slice(str.span.start, str.span.start + str.quoteLength);
  return [{ file: ctx.file, start: str.span.start, end: str.span.end, text: stringToken(open, value, ctx.lb) }];
}
function insertArg(ctx, server, position, value) {
  const { index } = ctx;
  const args = index.node([...server.path, "args"]);
  if (args)
    return args.kind === "array" ? insertItem(ctx, args, position, tomlString(value)) : [];
  const command = index.node([...server.path, "command"]);
  const list = `[${tomlString(value)}]`;
  if (command && segmentAt(command, server.path.length) !== void 0)
    return addAfter(ctx, command, server.path, "args", list);
  return appendKey(ctx, server.path, "args", list);
}
function setEnv(ctx, server, name, value) {
  const { index } = ctx;
  const envPath = [...server.path, "env"];
  const existing = index.node([...envPath, name]);
  if (existing?.kind === "string") {
    return replaceString(ctx, { value: existing.value, span: existing.span, path: existing.path, quoteLength: existing.quoteLength }, value);
  }
  if (existing?.kind === "table")
    return [];
  if (existing)
    return [{ file: ctx.file, start: existing.span.start, end: existing.span.end, text: tomlString(value) }];
  const env = index.node(envPath);
  if (env && env.kind !== "inline-table" && env.kind !== "table")
    return [];
  if (env || index.lastKeyOf(envPath))
    return appendKey(ctx, envPath, tomlKey(name), tomlString(value));
  return appendKey(ctx, server.path, "env", `{ ${tomlKey(name)} = ${tomlString(value)} }`);
}
function insertItem(ctx, container, position, item) {
  const { text: text2, lb } = ctx;
  const items = ctx.index.itemsOf(container);
  const at2 = Math.max(0, Math.min(position, items.length));
  const close = container.span.end - 1;
  const pad = container.kind === "array" ? "" : " ";
  if (items.length === 0) {
    if (text2.slice(container.span.start + 1, close).trim() === "") {
      return [{ file: ctx.file, start: container.span.start, end: container.span.end, text: `${text2[container.span.start]}${pad}${item}${pad}${text2[close]}` }];
    }
    if (firstOnLine(ctx, close))
      return [insert(ctx, lineStart(ctx, close), `${indentOf(ctx, close)}  ${item}${lb}`)];
    return [insert(ctx, close, item)];
  }
  const multiLine = /[\r\n]/.test(text2.slice(container.span.start, items[0].start));
  if (at2 < items.length) {
    const next = items[at2].start;
    if (multiLine && firstOnLine(ctx, next))
      return [insert(ctx, lineStart(ctx, next), `${indentOf(ctx, next)}${item},${lb}`)];
    return [insert(ctx, next, `${item}, `)];
  }
  const last2 = items[items.length - 1];
  if (!multiLine)
    return [insert(ctx, last2.end, `, ${item}`)];
  let after = last2.end;
  while (text2[after] === " " || text2[after] === "	")
    after++;
  const trailingComma = text2[after] === ",";
  const afterComma = trailingComma ? after + 1 : last2.end;
  const end = lineEnd(ctx, afterComma);
  const line = `${lb}${indentOf(ctx, last2.start)}${item}${trailingComma ? "," : ""}`;
  if (close < end || !trailingComma && end === last2.end)
    return [insert(ctx, afterComma, `${trailingComma ? "" : ","}${line}`)];
  return trailingComma ? [insert(ctx, end, line)] : [insert(ctx, last2.end, ","), insert(ctx, end, line)];
}
function addAfter(ctx, sibling, tablePath, key, value) {
  const { text: text2, index } = ctx;
  const segment = segmentAt(sibling, tablePath.length);
  const keyStart = sibling.keySpans[0].start;
  const prefix = text2.slice(keyStart, sibling.keySpans[segment].start);
  const parent = index.inlineParent(sibling);
  if (parent) {
    const position = index.itemsOf(parent).findIndex((span) => span.start <= keyStart && keyStart < span.end) + 1;
    return insertItem(ctx, parent, position, `${prefix}${key} = ${value}`);
  }
  const equals = text2.slice(sibling.keySpan.end, sibling.span.start);
  return [insert(ctx, lineEnd(ctx, sibling.span.end), `${ctx.lb}${indentOf(ctx, keyStart)}${prefix}${key}${equals}${value}`)];
}
function appendKey(ctx, tablePath, key, value) {
  const { index } = ctx;
  const node = index.node(tablePath);
  if (node?.kind === "inline-table")
    return insertItem(ctx, node, Infinity, `${key} = ${value}`);
  const last2 = index.lastKeyOf(tablePath);
  if (last2)
    return addAfter(ctx, last2, tablePath, key, value);
  const header = index.header(tablePath);
  if (header)
    return [insert(ctx, header.bodyEnd, `${ctx.lb}${indentOf(ctx, header.headerSpan.start)}${key} = ${value}`)];
  return [];
}
var BARE_KEY, SHORT, tomlString, tomlKey;
var init_codex_editor = __esm({
  "dist/src/hosts/codex-editor.js"() {
    "use strict";
    init_source();
    init_toml_index();
    BARE_KEY = /^[A-Za-z0-9_-]+$/;
    SHORT = { "\b": "\\b", "	": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\" };
    tomlString = (value) => `"${escapeBasic(value, false)}"`;
    tomlKey = (key) => BARE_KEY.test(key) ? key : tomlString(key);
  }
});

// dist/src/hosts/toml-string.js
function scanString(s, start) {
  const q = s[start];
  const literal = q === "'";
  const multi = s[start + 1] === q && s[start + 2] === q;
  const quoteLength = multi ? 3 : 1;
  let p = start + quoteLength;
  if (multi) {
    if (s[p] === "\n")
      p++;
    else if (s[p] === "\r" && s[p + 1] === "\n")
      p += 2;
  }
  let value = "";
  const offsets = [];
  let lastEnd = p;
  const add = (decoded, at2, next) => {
    value += decoded;
    for (let i = 0; i < decoded.length; i++)
      offsets.push(at2);
    p = lastEnd = next;
    trimmed = false;
  };
  let closed = false;
  let trimmed = false;
  while (p < s.length) {
    const c = s[p];
    if (c === q && (!multi || s[p + 1] === q && s[p + 2] === q)) {
      for (let extra = multi ? Math.min(countRun(s, p, q) - 3, 2) : 0; extra > 0; extra--) {
        if (trimmed)
          p++;
        else
          add(q, p, p + 1);
      }
      p += quoteLength;
      closed = true;
      break;
    }
    if (!multi && isLineBreak2(c))
      break;
    if (!literal && c === "\\") {
      const e = s[p + 1] ?? "";
      const short = SHORT_ESCAPES[e];
      const hexLength = HEX_LENGTH[e];
      if (short !== void 0) {
        add(short, p, p + 2);
        continue;
      }
      if (hexLength !== void 0) {
        const hex = s.slice(p + 2, p + 2 + hexLength);
        const code2 = new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex) ? parseInt(hex, 16) : -1;
        if (code2 >= 0 && code2 <= 1114111 && !(code2 >= 55296 && code2 <= 57343)) {
          add(String.fromCodePoint(code2), p, p + 2 + hexLength);
          continue;
        }
      }
      if (multi) {
        let j = p + 1;
        while (isSpace(s[j]))
          j++;
        if (s[j] === "\n" || s[j] === "\r" && s[j + 1] === "\n") {
          while (isSpace(s[j]) || isLineBreak2(s[j]))
            j++;
          p = j;
          trimmed = true;
          continue;
        }
      }
    }
    add(c, p, p + 1);
  }
  offsets.push(lastEnd);
  const result2 = { value, span: { start, end: p }, quoteLength };
  if (!closed || s.slice(start + quoteLength, p - quoteLength) !== value)
    result2.offsets = offsets;
  return result2;
}
function countRun(s, p, q) {
  let n = 0;
  while (s[p + n] === q)
    n++;
  return n;
}
var SHORT_ESCAPES, HEX_LENGTH, isSpace, isLineBreak2;
var init_toml_string = __esm({
  "dist/src/hosts/toml-string.js"() {
    "use strict";
    SHORT_ESCAPES = {
      b: "\b",
      t: "	",
      n: "\n",
      f: "\f",
      r: "\r",
      e: "\x1B",
      '"': '"',
      "\\": "\\"
    };
    HEX_LENGTH = { x: 2, u: 4, U: 8 };
    isSpace = (c) => c === " " || c === "	";
    isLineBreak2 = (c) => c === "\n" || c === "\r";
  }
});

// dist/src/hosts/toml-scan.js
function scanToml(text2) {
  if (last?.text === text2)
    return last.scan;
  const scanner = new Scanner(text2);
  scanner.document();
  const scan2 = { nodes: scanner.nodes, comments: scanner.comments, tables: scanner.tables };
  if (scanner.truncatedAt !== void 0)
    scan2.truncatedAt = scanner.truncatedAt;
  last = { text: text2, scan: scan2 };
  return scan2;
}
function child(trie, segment) {
  const children = trie.children ??= /* @__PURE__ */ new Map();
  let next = children.get(segment);
  if (!next)
    children.set(segment, next = {});
  return next;
}
var MAX_DEPTH, MAX_KEY_PARTS, MAX_RECORDED, MAX_RECORDED_NESTING, isBareKeyChar, ends, last, Scanner;
var init_toml_scan = __esm({
  "dist/src/hosts/toml-scan.js"() {
    "use strict";
    init_toml_string();
    MAX_DEPTH = 1100;
    MAX_KEY_PARTS = 1e3;
    MAX_RECORDED = 16e6;
    MAX_RECORDED_NESTING = 8;
    isBareKeyChar = (c) => c !== void 0 && /[A-Za-z0-9_-]/.test(c);
    ends = (c) => c === void 0 || c === " " || c === "	" || c === "\n" || c === "\r" || c === "," || c === "]" || c === "}" || c === "#";
    Scanner = class {
      s;
      p = 0;
      nodes = [];
      comments = [];
      tables = [];
      root = {};
      /** the current table's path and trie node; undefined when its keys keep no positions */
      tablePath = [];
      tableTrie = this.root;
      /** what is left of MAX_RECORDED; negative once spent, and then nothing more is recorded */
      budget = MAX_RECORDED;
      truncatedAt;
      /** the header table being filled (undefined for the root table) */
      table;
      /** tables whose body the current line belongs to (their bodyEnd moves to the end of the line) */
      touched = [];
      depth = 0;
      constructor(s) {
        this.s = s;
      }
      document() {
        const s = this.s;
        if (s.charCodeAt(0) === 65279)
          this.p = 1;
        this.skip(true);
        while (this.p < s.length) {
          const start = this.p;
          this.touched = this.table ? [this.table] : [];
          if (s[this.p] === "[")
            this.header();
          else
            this.keyValue(this.tablePath, this.tableTrie);
          this.skip(false);
          for (const table of this.touched)
            table.bodyEnd = this.p;
          while (this.p < s.length && !isLineBreak2(s[this.p]))
            this.p++;
          if (this.p === start)
            this.p++;
          this.skip(true);
        }
      }
      /** Skips blanks (and line breaks when allowed), recording comments. */
      skip(lineBreaks) {
        const s = this.s;
        for (; ; ) {
          const c = s[this.p];
          if (isSpace(c) || lineBreaks && isLineBreak2(c))
            this.p++;
          else if (c === "#") {
            const start = this.p;
            while (this.p < s.length && !isLineBreak2(s[this.p]))
              this.p++;
            this.comments.push({ text: s.slice(start, this.p), span: { start, end: this.p } });
          } else
            return;
        }
      }
      skipSpaces() {
        while (isSpace(this.s[this.p]))
          this.p++;
      }
      header() {
        const s = this.s;
        const start = this.p;
        const isArray = s[this.p + 1] === "[";
        this.p += isArray ? 2 : 1;
        const key = this.key();
        this.skipSpaces();
        if (s[this.p] === "]")
          this.p++;
        if (isArray && s[this.p] === "]")
          this.p++;
        const span = { start, end: this.p };
        this.tablePath = this.tableTrie = this.table = void 0;
        this.touched = [];
        if (key.names.length > MAX_KEY_PARTS || this.budget < 0)
          return;
        const path = [];
        let trie = this.root;
        key.names.forEach((name, i) => {
          path.push(name);
          trie = child(trie, name);
          if (isArray && i === key.names.length - 1)
            trie.arrayCount = (trie.arrayCount ?? 0) + 1;
          if (trie.arrayCount !== void 0) {
            path.push(trie.arrayCount - 1);
            trie = child(trie, trie.arrayCount - 1);
          }
        });
        if (!this.afford(path, 2))
          return;
        this.tablePath = path;
        this.tableTrie = trie;
        const table = {
          path,
          kind: isArray ? "array-table" : "table",
          headerSpan: span,
          keySpans: key.spans,
          bodyEnd: this.p
        };
        this.tables.push(table);
        this.table = table;
        this.touched = [table];
        this.nodes.push({ path, kind: "table", span, keySpans: key.spans, keySpan: key.spans.at(-1) });
      }
      /** A possibly dotted key; stops before the first character that cannot continue it. */
      key() {
        const s = this.s;
        const names = [];
        const spans = [];
        for (; ; ) {
          this.skipSpaces();
          const c = s[this.p];
          if (c === '"' || c === "'") {
            const str = this.string();
            names.push(str.value);
            spans.push(str.span);
          } else if (isBareKeyChar(c)) {
            const start = this.p;
            while (isBareKeyChar(s[this.p]))
              this.p++;
            names.push(s.slice(start, this.p));
            spans.push({ start, end: this.p });
          } else
            break;
          this.skipSpaces();
          if (s[this.p] !== ".")
            break;
          this.p++;
        }
        return { names, spans };
      }
      /**
       * `key = value` in the table at `base` (undefined: keep no positions). At a table's top level (`trie` given),
       * dotted keys also create (or extend) implicit tables.
       */
      keyValue(base3, trie) {
        const key = this.key();
        if (key.names.length === 0)
          return;
        this.skipSpaces();
        if (this.s[this.p] !== "=")
          return;
        this.p++;
        this.skipSpaces();
        const keeps = base3 !== void 0 && key.names.length <= MAX_KEY_PARTS && this.budget >= 0;
        const path = keeps ? [...base3, ...key.names] : void 0;
        if (path && trie) {
          for (let i = 0; i < key.names.length - 1 && this.budget >= 0; i++) {
            trie = child(trie, key.names[i]);
            let table = trie.dotted;
            if (!table) {
              const tablePath = path.slice(0, base3.length + i + 1);
              const keySpans = key.spans.slice(0, i + 1);
              if (!this.afford(tablePath, 1, keySpans.length))
                break;
              table = { path: tablePath, kind: "dotted", headerSpan: { start: keySpans[0].start, end: keySpans[i].end }, keySpans, bodyEnd: 0 };
              trie.dotted = table;
              this.tables.push(table);
            }
            this.touched.push(table);
          }
        }
        this.value(path, key.spans);
      }
      /**
       * Charges `copies` records of `path` (plus `extra`) to the budget. False once the budget is spent: from then on,
       * nothing more is recorded. The cost of a path is about the length of its JSON.
       */
      afford(path, copies = 1, extra = 0) {
        if (this.budget < 0)
          return false;
        let cost = 0;
        for (const segment of path)
          cost += typeof segment === "string" ? segment.length + 3 : 4;
        this.budget -= cost * copies + extra;
        if (this.budget < 0)
          this.truncatedAt = this.p;
        return this.budget >= 0;
      }
      /** A value; recorded as a node (with its elements or entries) at `path` unless that is undefined. */
      value(path, keySpans) {
        const s = this.s;
        const start = this.p;
        const c = s[start];
        const named = { keySpans, keySpan: keySpans.at(-1) };
        if (c === '"' || c === "'") {
          const str = this.string();
          if (!path || !this.afford(path))
            return;
          const node = { path, kind: "string", ...named, span: str.span, value: str.value, quoteLength: str.quoteLength };
          if (str.offsets)
            node.offsets = str.offsets;
          this.nodes.push(node);
        } else if ((c === "[" || c === "{") && this.depth < MAX_DEPTH) {
          this.depth++;
          const isArray = c === "[";
          const node = { path: path ?? [], kind: isArray ? "array" : "inline-table", span: { start, end: start }, ...named };
          const recorded = path !== void 0 && this.afford(path);
          if (recorded)
            this.nodes.push(node);
          this.p++;
          let index = 0;
          while (this.p < s.length) {
            this.skip(true);
            const d = s[this.p];
            if (d === (isArray ? "]" : "}")) {
              this.p++;
              break;
            }
            if (d === ",") {
              this.p++;
              continue;
            }
            const before = this.p;
            const keeps = recorded && this.budget >= 0 && this.depth < MAX_RECORDED_NESTING;
            if (isArray)
              this.value(keeps ? [...path, index] : void 0, []);
            else
              this.keyValue(keeps ? path : void 0, void 0);
            index++;
            if (this.p === before)
              this.p++;
          }
          node.span.end = this.p;
          this.depth--;
        } else {
          while (!ends(s[this.p]))
            this.p++;
          if (/^\d{4}-\d\d-\d\d$/.test(s.slice(start, this.p)) && s[this.p] === " " && /\d/.test(s[this.p + 1] ?? "")) {
            this.p++;
            while (!ends(s[this.p]))
              this.p++;
          }
          const token = s.slice(start, this.p);
          if (token === "" || !path || !this.afford(path))
            return;
          const kind = token === "true" || token === "false" ? "boolean" : /^\d{4}-|^\d\d:/.test(token) ? "datetime" : "number";
          this.nodes.push({ path, kind, span: { start, end: this.p }, ...named });
        }
      }
      /** A string token (see scanString), moving past it. */
      string() {
        const str = scanString(this.s, this.p);
        this.p = str.span.end;
        return str;
      }
    };
  }
});

// dist/src/hosts/codex.js
function syntaxProblem(error, text2) {
  if (!(error instanceof toml().TomlError))
    return { message: `TOML syntax error: ${String(error)}`, span: { start: 0, end: 0 } };
  const message3 = error.message.replace(/^Invalid TOML document: /, "").split("\n")[0];
  let start = 0;
  for (let line = 1; line < error.line; line++) {
    const next = text2.indexOf("\n", start);
    if (next < 0)
      break;
    start = next + 1;
  }
  start = Math.min(start + error.column - 1, text2.length);
  const end = start < text2.length && text2[start] !== "\n" && text2[start] !== "\r" ? start + 1 : start;
  return { message: `TOML syntax error: ${message3}`, span: { start, end } };
}
function readServers2(data, index, problems, overlay) {
  if (!Object.hasOwn(data, "mcp_servers"))
    return [];
  const all = data.mcp_servers;
  if (!isTable2(all)) {
    problems.push({ message: '"mcp_servers" must be a table', span: index.spanAt(["mcp_servers"]), path: ["mcp_servers"] });
    return [];
  }
  const servers = [];
  for (const [name, entry] of Object.entries(all)) {
    const path = ["mcp_servers", name];
    if (!isTable2(entry)) {
      problems.push({ message: `server "${name}" must be a table`, span: index.spanAt(path), path });
      continue;
    }
    servers.push(readServer(name, entry, index, problems, overlay));
  }
  return servers;
}
function readServer(name, entry, index, problems, overlay) {
  const path = ["mcp_servers", name];
  const nameSpan = index.nameSpan(path);
  const server = { name, path, nameSpan, span: index.entrySpan(path), transport: "unknown", args: [], env: [], headers: [] };
  const has = (key) => Object.hasOwn(entry, key);
  const problem = (message3, at2, span = index.spanAt(at2)) => problems.push({ message: message3, span, path: at2 });
  const str = (at2, value) => {
    const node = index.node(at2);
    const result2 = { value, span: node?.span ?? index.spanAt(at2), path: at2, quoteLength: node?.quoteLength ?? 1 };
    if (node?.offsets && node.value === value)
      result2.offsets = node.offsets;
    return result2;
  };
  const keyed2 = (key) => {
    const table = entry[key];
    const at2 = [...path, key];
    const message3 = `"${key}" must be a table of strings`;
    if (!has(key))
      return [];
    if (!isTable2(table))
      return problem(message3, at2), [];
    const result2 = [];
    for (const [k, value] of Object.entries(table)) {
      if (typeof value === "string")
        result2.push({ key: k, keySpan: index.keySpanAt([...at2, k]), value: str([...at2, k], value) });
      else
        problem(message3, [...at2, k]);
    }
    return result2;
  };
  for (const key of ["command", "url"]) {
    const value = entry[key];
    if (typeof value === "string")
      server[key] = str([...path, key], value);
    else if (has(key))
      problem(`"${key}" must be a string`, [...path, key]);
  }
  if (has("args")) {
    const args = entry.args;
    const at2 = [...path, "args"];
    if (!Array.isArray(args))
      problem('"args" must be an array of strings', at2);
    else {
      server.argsSpan = index.spanAt(at2);
      args.forEach((arg, i) => {
        if (typeof arg === "string")
          server.args.push(str([...at2, i], arg));
        else
          problem('"args" must be an array of strings', [...at2, i]);
      });
    }
  }
  server.env = keyed2("env");
  server.headers = keyed2("http_headers");
  if (has("bearer_token")) {
    const at2 = [...path, "bearer_token"];
    problem(`Codex rejects "bearer_token"; use "bearer_token_env_var" with the variable's name`, at2, index.keySpanAt(at2));
  }
  if (server.command)
    server.transport = "stdio";
  else if (server.url)
    server.transport = "http";
  if (!has("command") && !has("url")) {
    const keys = Object.keys(entry);
    if (overlay && keys.length && keys.every((k) => OVERLAY_KEYS.has(k))) {
      problems.push({
        message: `server "${name}" sets only ${keys.map((k) => `"${k}"`).join(", ")}: an overlay, which Codex merges over a server "${name}" defined in the user's ~/.codex/config.toml; with no such server there, Codex fails to load this file`,
        span: nameSpan,
        path,
        level: "note"
      });
    } else
      problem(`server "${name}" has neither "command" nor "url"`, path, nameSpan);
  }
  const transport6 = has("command") ? "stdio" : has("url") ? "streamable_http" : void 0;
  if (transport6) {
    const why2 = transport6 === "stdio" ? `server "${name}" has a "command", so it is a stdio server` : `server "${name}" has a "url" and no "command", so it is a streamable HTTP server`;
    for (const key of OTHER_TRANSPORT_KEYS[transport6]) {
      if (!has(key))
        continue;
      const at2 = [...path, key];
      problem(`Codex refuses to load this file: "${key}" is not supported for ${transport6} (${why2})`, at2, index.nameSpan(at2));
    }
  }
  return server;
}
function validate(edited) {
  try {
    toml().parse(edited, PARSE_OPTIONS);
    return void 0;
  } catch (error) {
    return syntaxProblem(error, edited).message;
  }
}
var PARSE_OPTIONS, CONFIG_PATH, codex, isTable2, OVERLAY_KEYS, OTHER_TRANSPORT_KEYS;
var init_codex = __esm({
  "dist/src/hosts/codex.js"() {
    "use strict";
    init_lazy();
    init_source();
    init_codex_commands();
    init_codex_editor();
    init_toml_index();
    init_toml_scan();
    PARSE_OPTIONS = { unsafeKeyBehaviour: "keep", integersAsBigInt: "asNeeded" };
    CONFIG_PATH = /(^|\/)\.codex\/config\.toml$/;
    codex = {
      id: "codex",
      name: "Codex",
      matches: (relPath) => CONFIG_PATH.test(relPath),
      parse(source2) {
        const text2 = parseableText(source2);
        const scan2 = scanToml(text2);
        const index = new ScanIndex(text2, scan2);
        const file = {
          kind: "config",
          host: "codex",
          syntax: "toml",
          source: source2,
          servers: [],
          problems: [],
          comments: scan2.comments,
          data: void 0,
          editor: tomlEditor(source2, index, validate)
        };
        try {
          file.data = toml().parse(text2, PARSE_OPTIONS);
        } catch (error) {
          file.problems.push(syntaxProblem(error, text2));
          return file;
        }
        file.servers = readServers2(file.data, index, file.problems, !source2.display.startsWith("~/"));
        const commands = readCodexCommands(file.data, index);
        if (commands.length)
          file.commands = commands;
        if (scan2.truncatedAt !== void 0) {
          const at2 = Math.min(scan2.truncatedAt, text2.length);
          file.problems.push({
            message: "too large to map: past this point the file repeats more key paths than mcp-audit keeps positions for, so what follows is not checked reliably",
            span: { start: at2, end: Math.min(at2 + 1, text2.length) }
          });
        }
        return file;
      }
    };
    isTable2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
    OVERLAY_KEYS = /* @__PURE__ */ new Set([
      "enabled",
      "required",
      "enabled_tools",
      "disabled_tools",
      "tools",
      "default_tools_approval_mode",
      "startup_timeout_sec",
      "startup_timeout_ms",
      "tool_timeout_sec",
      "supports_parallel_tool_calls"
    ]);
    OTHER_TRANSPORT_KEYS = {
      stdio: ["url", "bearer_token_env_var", "http_headers", "env_http_headers"],
      streamable_http: ["args", "env", "env_vars", "cwd"]
    };
  }
});

// dist/src/hosts/continue-yaml.js
function readModel(text2) {
  const tokens = [...new (yaml()).Parser().parse(text2)];
  const doc = composeFirst(tokens, text2.length);
  const problems = doc.errors.map((e) => ({
    message: `YAML syntax error: ${e.message.split("\n")[0]}`,
    span: clampSpan(e.pos[0], Math.max(e.pos[1], e.pos[0] + 1), text2)
  }));
  if (!problems.length && doc.contents !== null && !isMap(doc.contents)) {
    problems.push({ message: "the top level must be a YAML mapping", span: rangeSpan(doc.contents, text2) });
  }
  return { text: text2, doc, tokens, problems, scalars: /* @__PURE__ */ new Map(), serverMaps: /* @__PURE__ */ new Map() };
}
function composeFirst(tokens, length2) {
  const { Composer, YAMLParseError } = yaml();
  let doc;
  for (const next of new Composer({ prettyErrors: false, keepSourceTokens: true, uniqueKeys: false }).compose(tokens, true, length2)) {
    if (!doc)
      doc = next;
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
      break;
    }
  }
  const first = doc;
  const duplicates = duplicateKeys(first);
  if (duplicates.length)
    first.errors = [...first.errors, ...duplicates].sort((a, b) => a.pos[0] - b.pos[0]);
  return first;
}
function duplicateKeys(doc) {
  const { isMap: map, isPair, isScalar: scalar, isSeq: seq, YAMLParseError } = yaml();
  const errors = [];
  const stack = [doc.contents];
  while (stack.length) {
    const node = stack.pop();
    if (map(node)) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of node.items) {
        const key = pair.key;
        const value = scalar(key) ? key.value : void 0;
        if (scalar(key) && !Number.isNaN(value)) {
          if (seen.has(value))
            errors.push(new YAMLParseError([key.range[0], key.range[0] + 1], "DUPLICATE_KEY", "Map keys must be unique"));
          seen.add(value);
        }
        stack.push(key, pair.value);
      }
    } else if (seq(node)) {
      for (const item of node.items) {
        if (isPair(item))
          stack.push(item.key, item.value);
        else
          stack.push(item);
      }
    }
  }
  return errors;
}
function rangeSpan(node, text2) {
  const [start, end] = node?.range ?? [0, 0];
  const span = clampSpan(start, end, text2);
  return { start: span.start, end: trimEnd(text2, span.start, span.end) };
}
function clampSpan(start, end, text2) {
  const s = Math.min(Math.max(start, 0), text2.length);
  return { start: s, end: Math.min(Math.max(end, s), text2.length) };
}
function trimEnd(text2, start, end) {
  let e = end;
  while (e > start && /[\s]/.test(text2[e - 1]))
    e--;
  return e;
}
function resolve(model, node) {
  return isAlias(node) ? node.resolve(model.doc) : node;
}
function keyed(map) {
  let out = pairsByKey.get(map);
  if (out)
    return out;
  out = /* @__PURE__ */ new Map();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? pair.key.value : void 0;
    if (key !== void 0 && key !== null)
      out.set(String(key), pair);
  }
  pairsByKey.set(map, out);
  return out;
}
function pairs(map) {
  return [...keyed(map)];
}
function field(model, map, key) {
  const pair = keyed(map).get(key);
  return pair ? { pair, node: resolve(model, pair.value) } : void 0;
}
function keySpan(pair, text2) {
  return isScalar(pair.key) ? rangeSpan(pair.key, text2) : { start: 0, end: 0 };
}
function isNullScalar(node) {
  return node === null || node === void 0 || isScalar(node) && node.value === null;
}
var isAlias, isMap, isScalar, isSeq, parseDocument, pairsByKey;
var init_continue_yaml = __esm({
  "dist/src/hosts/continue-yaml.js"() {
    "use strict";
    init_lazy();
    isAlias = (node) => yaml().isAlias(node);
    isMap = (node) => yaml().isMap(node);
    isScalar = (node) => yaml().isScalar(node);
    isSeq = (node) => yaml().isSeq(node);
    parseDocument = (text2, options2) => yaml().parseDocument(text2, options2);
    pairsByKey = /* @__PURE__ */ new WeakMap();
  }
});

// dist/src/hosts/continue-editor.js
function plainOk(value, flow) {
  if (!value || value !== value.trim() || /[\r\n\t]/.test(value))
    return false;
  if (PLAIN_WORD.test(value))
    return !CORE_WORDS.has(value);
  const doc = parseDocument(flow ? `[${value}]` : `k: ${value}`, { prettyErrors: false });
  if (doc.errors.length || doc.warnings.length)
    return false;
  const got = flow ? isSeq(doc.contents) && doc.contents.items.length === 1 ? doc.contents.items[0] : void 0 : doc.get("k", true);
  return isScalar(got) && got.value === value && got.type === "PLAIN";
}
function doubleQuoted(value) {
  return JSON.stringify(value).replace(/[\u007f-\u0084\u0086-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function renderScalar(value, type, flow) {
  if (type === "PLAIN" && plainOk(value, flow))
    return value;
  if (type === "QUOTE_SINGLE" && !/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/.test(value))
    return `'${value.replace(/'/g, "''")}'`;
  return doubleQuoted(value);
}
function renderKey(key, flow) {
  if (key && key === key.trim() && !/[\r\n\t]/.test(key)) {
    const doc = parseDocument(flow ? `{${key}: x}` : `${key}: x`, { prettyErrors: false });
    const items = isMap(doc.contents) ? doc.contents.items : [];
    if (!doc.errors.length && items.length === 1 && isScalar(items[0].key) && items[0].key.value === key && items[0].key.type === "PLAIN")
      return key;
  }
  return doubleQuoted(key);
}
function yamlEditor(source2, model) {
  const { text: text2 } = model;
  const layout2 = { text: text2, firstLine: source2.bom ? 1 : 0 };
  const ctx = { ...layout2, file: source2.path, model, eol: lineBreakOf(text2), style: fileStyle(layout2, model.doc.contents) };
  return {
    replaceString: (str, value) => replaceString2(ctx, str, value),
    insertArg: (server, index, value) => insertArg2(ctx, server, index, value),
    setEnv: (server, name, value) => setEnv2(ctx, server, name, value),
    validate(edited) {
      const again = readModel(edited);
      return again.problems[0]?.message;
    }
  };
}
function insert2(ctx, at2, content) {
  return [{ file: ctx.file, start: at2, end: at2, text: content }];
}
function lineStart2({ text: text2, firstLine: firstLine3 }, pos) {
  let i = pos;
  while (i > firstLine3 && text2[i - 1] !== "\n" && text2[i - 1] !== "\r")
    i--;
  return i;
}
function column(layout2, pos) {
  return pos - lineStart2(layout2, pos);
}
function lineEnd2({ text: text2 }, pos) {
  let i = pos;
  while (i < text2.length && text2[i] !== "\n" && text2[i] !== "\r")
    i++;
  return i;
}
function dashOf({ text: text2 }, item) {
  let i = item.range[0] - 1;
  while (i > 0 && (text2[i] === " " || text2[i] === "	"))
    i--;
  return text2[i] === "-" ? i : item.range[0];
}
function contentEnd(layout2, node) {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length) {
    const last2 = node.items[node.items.length - 1];
    if (isMap(node)) {
      const pair = last2;
      return contentEnd(layout2, pair.value !== null && pair.value !== void 0 && pair.value.range ? pair.value : pair.key);
    }
    return contentEnd(layout2, last2);
  }
  const range2 = node.range;
  return trimEnd(layout2.text, range2[0], range2[1]);
}
function fileStyle(layout2, contents) {
  let unit;
  let seqOffset;
  const visit2 = (node, depth = 0) => {
    if (depth > 64 || unit !== void 0 && seqOffset !== void 0)
      return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const value = pair.value;
        if (!node.flow && isScalar(pair.key) && pair.key.range) {
          const keyCol = column(layout2, pair.key.range[0]);
          if (isMap(value) && !value.flow && value.items.length && unit === void 0) {
            const first = value.items[0].key;
            if (first?.range && column(layout2, first.range[0]) > keyCol)
              unit = column(layout2, first.range[0]) - keyCol;
          }
          if (isSeq(value) && !value.flow && value.items.length && seqOffset === void 0) {
            seqOffset = Math.max(column(layout2, dashOf(layout2, value.items[0])) - keyCol, 0);
          }
        }
        visit2(value, depth + 1);
      }
    } else if (isSeq(node))
      for (const item of node.items)
        visit2(item, depth + 1);
  };
  visit2(contents);
  return { unit: unit ?? 2, seqOffset: seqOffset ?? 2 };
}
function addToMap(ctx, map, key, block, flowText) {
  const { text: text2 } = ctx;
  if (map.flow) {
    const range2 = map.range;
    if (!map.items.length) {
      const open = text2.indexOf("{", range2[0]);
      const inner = text2.slice(open + 1, trimEnd(text2, range2[0], range2[1]) - 1);
      return [{ file: ctx.file, start: open + 1, end: open + 1 + inner.length, text: ` ${renderKey(key, true)}: ${flowText} ` }];
    }
    return insert2(ctx, contentEnd(ctx, map.items[map.items.length - 1].value ?? map.items[map.items.length - 1].key), `, ${renderKey(key, true)}: ${flowText}`);
  }
  if (!map.items.length)
    return [];
  const keyCol = column(ctx, map.items[0].key.range[0]);
  const at2 = lineEnd2(ctx, contentEnd(ctx, map));
  const pad = " ".repeat(keyCol);
  return insert2(ctx, at2, block.map((line, i) => `${ctx.eol}${pad}${i === 0 ? `${renderKey(key, false)}${line}` : line}`).join(""));
}
function replaceString2(ctx, str, value) {
  const info = ctx.model.scalars.get(str.span.start) ?? { type: "QUOTE_DOUBLE", flow: false };
  return [{ file: ctx.file, start: str.span.start, end: str.span.end, text: renderScalar(value, info.type, info.flow) }];
}
function insertArg2(ctx, server, index, value) {
  const { model, text: text2, eol } = ctx;
  const map = model.serverMaps.get(JSON.stringify(server.path));
  if (!map)
    return [];
  const args = field(model, map, "args");
  if (!args) {
    const indentSeq = " ".repeat(ctx.style.seqOffset);
    return addToMap(ctx, map, "args", [":", `${indentSeq}- ${renderScalar(value, "PLAIN", false)}`], `[${renderScalar(value, "PLAIN", true)}]`);
  }
  const seq = args.node;
  if (!isSeq(seq))
    return [];
  const items = seq.items;
  const i = Math.min(Math.max(index, 0), items.length);
  if (seq.flow) {
    const v2 = renderScalar(value, "PLAIN", true);
    if (i < items.length)
      return insert2(ctx, items[i].range[0], `${v2}, `);
    if (items.length)
      return insert2(ctx, contentEnd(ctx, items[items.length - 1]), `, ${v2}`);
    const open = text2.indexOf("[", seq.range[0]);
    return insert2(ctx, open + 1, v2);
  }
  const v = renderScalar(value, "PLAIN", false);
  const dash = dashOf(ctx, items[Math.min(i, items.length - 1)]);
  const pad = " ".repeat(column(ctx, dash));
  if (i < items.length && text2.slice(lineStart2(ctx, dash), dash).trim() === "")
    return insert2(ctx, lineStart2(ctx, dash), `${pad}- ${v}${eol}`);
  return insert2(ctx, lineEnd2(ctx, contentEnd(ctx, items[items.length - 1])), `${eol}${pad}- ${v}`);
}
function setEnv2(ctx, server, name, value) {
  const { model, text: text2 } = ctx;
  const map = model.serverMaps.get(JSON.stringify(server.path));
  if (!map)
    return [];
  const env = field(model, map, "env");
  if (!env) {
    const pad = " ".repeat(ctx.style.unit);
    return addToMap(ctx, map, "env", [":", `${pad}${renderKey(name, false)}: ${renderScalar(value, "PLAIN", false)}`], `{ ${renderKey(name, true)}: ${renderScalar(value, "PLAIN", true)} }`);
  }
  if (!isMap(env.node))
    return [];
  const existing = field(model, env.node, name);
  if (existing && isScalar(existing.node) && existing.node.range && !isNullScalar(existing.node)) {
    const [start, end] = existing.node.range;
    const info = { type: existing.node.type, flow: !!env.node.flow };
    return [{ file: ctx.file, start, end: trimEnd(text2, start, end), text: renderScalar(value, info.type, info.flow) }];
  }
  if (existing)
    return [];
  const flow = !!env.node.flow;
  return addToMap(ctx, env.node, name, [`: ${renderScalar(value, "PLAIN", false)}`], renderScalar(value, "PLAIN", flow));
}
var PLAIN_WORD, CORE_WORDS;
var init_continue_editor = __esm({
  "dist/src/hosts/continue-editor.js"() {
    "use strict";
    init_source();
    init_continue_yaml();
    PLAIN_WORD = /^[A-Za-z_][\w./@-]*$/;
    CORE_WORDS = /* @__PURE__ */ new Set(["true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL"]);
  }
});

// dist/src/hosts/continue.js
function parseYaml(source2) {
  const model = readModel(source2.text);
  const file = {
    kind: "config",
    host: "continue",
    syntax: "yaml",
    source: source2,
    servers: [],
    problems: model.problems,
    comments: yamlComments(model.tokens),
    data: void 0,
    editor: yamlEditor(source2, model)
  };
  if (model.problems.length)
    return file;
  try {
    file.data = model.doc.toJS({ maxAliasCount: 1e3 });
  } catch (e) {
    model.problems.push({ message: `YAML error: ${e.message}`, span: { start: 0, end: 0 } });
    return file;
  }
  file.servers = readServers3(model);
  return file;
}
function yamlComments(tokens) {
  const comments = [];
  const stack = tokens.filter((t) => !!t && typeof t === "object");
  while (stack.length) {
    const token = stack.pop();
    if (Array.isArray(token)) {
      for (const item of token)
        if (item && typeof item === "object")
          stack.push(item);
      continue;
    }
    const t = token;
    if (t.type === "comment" && typeof t.offset === "number" && typeof t.source === "string") {
      comments.push({ text: t.source, span: { start: t.offset, end: t.offset + t.source.length } });
      continue;
    }
    for (const key in token) {
      const value = token[key];
      if (key !== "type" && value && typeof value === "object")
        stack.push(value);
    }
  }
  return comments.sort((a, b) => a.span.start - b.span.start);
}
function readServers3(model) {
  const { doc, text: text2, problems } = model;
  if (!isMap(doc.contents))
    return [];
  const top = field(model, doc.contents, "mcpServers");
  if (!top || top.node === null || isScalar(top.node) && top.node.value === null)
    return [];
  const list = top.node;
  const entries = [];
  if (isSeq(list)) {
    list.items.forEach((item, index) => {
      const node = resolve(model, item);
      const name = isMap(node) ? field(model, node, "name") : void 0;
      const nameValue = name && isScalar(name.node) && typeof name.node.value === "string" ? name.node.value : void 0;
      entries.push({ name: nameValue, keyNode: name && isScalar(name.node) ? rangeSpan(name.node, text2) : rangeSpan(item, text2), node, index });
    });
  } else if (isMap(list)) {
    problems.push({
      message: 'Continue reads "mcpServers" as a list of entries with a "name" (- name: \u2026), not a mapping: none of these servers load',
      span: keySpan(top.pair, text2),
      path: ["mcpServers"],
      level: "warning"
    });
    pairs(list).forEach(([name, pair], index) => entries.push({ name, keyNode: keySpan(pair, text2), node: resolve(model, pair.value), index }));
  } else {
    problems.push({ message: '"mcpServers" must be a list of server entries', span: rangeSpan(list, text2), path: ["mcpServers"] });
    return [];
  }
  const counts2 = /* @__PURE__ */ new Map();
  for (const e of entries)
    if (e.name !== void 0)
      counts2.set(e.name, (counts2.get(e.name) ?? 0) + 1);
  const servers = [];
  for (const e of entries) {
    const id = e.name !== void 0 && counts2.get(e.name) === 1 ? e.name : e.index;
    const path = ["mcpServers", id];
    const label = e.name ?? `#${e.index + 1}`;
    if (!isMap(e.node)) {
      problems.push({ message: `server entry ${label} of "mcpServers" must be a mapping`, span: rangeSpan(e.node, text2), path });
      continue;
    }
    if (isSeq(list) && field(model, e.node, "uses"))
      continue;
    if (isSeq(list) && e.name === void 0) {
      problems.push({ message: `server entry ${label} of "mcpServers" has no "name"`, span: e.keyNode, path });
    }
    const server = readServer2(model, e.node, path, String(label), e.keyNode);
    if (server) {
      model.serverMaps.set(JSON.stringify(path), e.node);
      servers.push(server);
    }
  }
  return servers;
}
function readServer2(model, map, path, name, nameSpan) {
  const entry = { model, map, path, name };
  const type = readString(entry, "type");
  const command = readString(entry, "command");
  const url = readString(entry, "url");
  readString(entry, "cwd");
  const { args, argsSpan } = readArgs(entry);
  const envField = field(model, map, "env");
  const env = envField ? readStringMap(entry, envField.node, [...path, "env"], "env") : [];
  const headers = readHeaders(entry);
  const transport6 = readTransport(entry, type);
  checkEndpoint(entry, type, transport6);
  const server = {
    name,
    path,
    nameSpan,
    span: rangeSpan(map, model.text),
    transport: transport6 === "unknown" && url ? "http" : transport6,
    args,
    env,
    headers
  };
  if (command)
    server.command = command;
  if (url)
    server.url = url;
  if (argsSpan)
    server.argsSpan = argsSpan;
  return server;
}
function entryProblem({ model }, message3, node, at2, level) {
  model.problems.push({ message: message3, span: rangeSpan(node, model.text), path: at2, ...level ? { level } : {} });
}
function readString(entry, key) {
  const { model, map, path, name } = entry;
  const f = field(model, map, key);
  if (!f || isNullScalar(f.node))
    return void 0;
  if (isScalar(f.node) && typeof f.node.value === "string")
    return yamlStr(model, f.node, [...path, key], !!map.flow);
  entryProblem(entry, `"${key}" of server "${name}" must be a string`, f.node, [...path, key]);
  return void 0;
}
function readStringMap(entry, node, at2, label) {
  const { model, name } = entry;
  if (isNullScalar(node))
    return [];
  if (!isMap(node)) {
    entryProblem(entry, `"${label}" of server "${name}" must be a mapping of strings`, node, at2);
    return [];
  }
  const out = [];
  for (const [k, pair] of pairs(node)) {
    const value = resolve(model, pair.value);
    if (isNullScalar(value))
      continue;
    if (isScalar(value))
      out.push({ key: k, keySpan: keySpan(pair, model.text), value: yamlStr(model, value, [...at2, k], !!node.flow) });
    else
      entryProblem(entry, `"${label}.${k}" of server "${name}" must be a string`, value, [...at2, k]);
  }
  return out;
}
function readArgs(entry) {
  const { model, map, path, name } = entry;
  const args = [];
  const argsField = field(model, map, "args");
  if (!argsField || isNullScalar(argsField.node))
    return { args };
  if (!isSeq(argsField.node)) {
    entryProblem(entry, `"args" of server "${name}" must be a list of strings`, argsField.node, [...path, "args"]);
    return { args };
  }
  const seq = argsField.node;
  const argsSpan = rangeSpan(seq, model.text);
  seq.items.forEach((item, i) => {
    const node = resolve(model, item);
    if (isScalar(node) && !isNullScalar(node))
      args.push(yamlStr(model, node, [...path, "args", i], !!seq.flow));
    else
      entryProblem(entry, `"args" of server "${name}" must hold only strings`, node ?? item, [...path, "args", i]);
  });
  return { args, argsSpan };
}
function readHeaders(entry) {
  const { model, map, path } = entry;
  const headers = [];
  const headersField = field(model, map, "headers");
  if (headersField)
    headers.push(...readStringMap(entry, headersField.node, [...path, "headers"], "headers"));
  const options2 = field(model, map, "requestOptions");
  if (options2 && isMap(options2.node)) {
    const nested = field(model, options2.node, "headers");
    if (nested)
      headers.push(...readStringMap(entry, nested.node, [...path, "requestOptions", "headers"], "requestOptions.headers"));
  }
  return headers;
}
function readTransport({ model, map, path, name }, type) {
  if (type) {
    const transport6 = Object.prototype.hasOwnProperty.call(TYPES, type.value) ? TYPES[type.value] : "unknown";
    if (transport6 === "unknown") {
      model.problems.push({ message: `server "${name}" has an unknown transport type "${type.value}": Continue knows "stdio", "sse" and "streamable-http"`, span: type.span, path, level: "warning" });
    }
    return transport6;
  }
  return field(model, map, "command") ? "stdio" : field(model, map, "url") ? "http" : "unknown";
}
function checkEndpoint(entry, type, transport6) {
  const { model, map, path, name } = entry;
  const nameNode = () => field(model, map, "name")?.node ?? map;
  if (!type && !field(model, map, "command") && !field(model, map, "url")) {
    entryProblem(entry, `server "${name}" has neither "command" nor "url"`, nameNode(), path);
  } else if (transport6 === "stdio" && !field(model, map, "command")) {
    entryProblem(entry, `server "${name}" is a stdio server without a "command"`, nameNode(), path);
  } else if ((transport6 === "http" || transport6 === "sse" || transport6 === "ws") && !field(model, map, "url")) {
    entryProblem(entry, `server "${name}" is a ${type?.value ?? transport6} server without a "url"`, nameNode(), path);
  }
}
function yamlStr(model, node, path, flow) {
  const { text: text2 } = model;
  const range2 = node.range ?? [0, 0, 0];
  const { start, end: valueEnd } = clampSpan(range2[0], range2[1], text2);
  const type = node.type;
  const end = trimEnd(text2, start, valueEnd);
  const raw = text2.slice(start, end);
  const value = typeof node.value === "string" ? node.value : raw;
  model.scalars.set(start, { type, flow });
  const quoted3 = type === "QUOTE_DOUBLE" || type === "QUOTE_SINGLE";
  const str = { value, span: { start, end }, path, quoteLength: quoted3 ? 1 : 0 };
  if (type === "BLOCK_LITERAL" || type === "BLOCK_FOLDED") {
    str.offsets = blockOffsets(text2, start, end, value);
  } else if (quoted3 ? text2.slice(start + 1, end - 1) !== value : raw !== value) {
    str.offsets = alignOffsets(text2, quoted3 ? start + 1 : start, quoted3 ? end - 1 : end, value, type, false, 0);
  }
  return str;
}
function blockOffsets(text2, start, end, value) {
  const afterBreak = (j) => j + (text2[j] === "\r" && text2[j + 1] === "\n" ? 2 : 1);
  let body = start;
  while (body < end && text2[body] !== "\n" && text2[body] !== "\r")
    body++;
  if (body < end)
    body = afterBreak(body);
  let line = body;
  let indent = 0;
  for (; ; ) {
    let k = line;
    while (k < end && text2[k] === " ")
      k++;
    if (k < end && (text2[k] === "\n" || text2[k] === "\r")) {
      line = afterBreak(k);
      continue;
    }
    indent = k - line;
    break;
  }
  let from = body;
  for (let n = 0; n < indent && text2[from] === " "; n++)
    from++;
  return alignOffsets(text2, from, end, value, void 0, true, indent);
}
function alignOffsets(text2, from, to, value, type, block, indent) {
  const out = [];
  let i = from;
  const isBreak = (c) => c === "\n" || c === "\r";
  const afterBreak = (j) => {
    let k = j + (text2[j] === "\r" && text2[j + 1] === "\n" ? 2 : 1);
    let n = 0;
    while (k < to && (text2[k] === " " || !block && text2[k] === "	") && (!block || n < indent)) {
      k++;
      n++;
    }
    return k;
  };
  for (let k = 0; k < value.length; k++) {
    const c = value[k];
    if (i >= to) {
      out.push(to);
      continue;
    }
    if (type === "QUOTE_DOUBLE" && text2[i] === "\\") {
      const n = text2[i + 1];
      if (isBreak(n)) {
        i = afterBreak(i + 1);
        while (i < to && (text2[i] === " " || text2[i] === "	"))
          i++;
        k--;
        continue;
      }
      out.push(i);
      const length2 = n === "x" ? 4 : n === "u" ? 6 : n === "U" ? 10 : 2;
      if (n === "U" && c >= "\uD800" && c <= "\uDBFF" && k + 1 < value.length) {
        out.push(i);
        k++;
      }
      i += length2;
      continue;
    }
    if (type === "QUOTE_SINGLE" && c === "'" && text2[i] === "'" && text2[i + 1] === "'") {
      out.push(i);
      i += 2;
      continue;
    }
    if (text2[i] === c && !isBreak(c)) {
      out.push(i);
      i++;
      continue;
    }
    if ((c === " " || c === "\n") && /[ \t\r\n]/.test(text2[i])) {
      out.push(i);
      if (!block)
        while (i < to && (text2[i] === " " || text2[i] === "	"))
          i++;
      if (isBreak(text2[i]))
        i = afterBreak(i);
      else
        i++;
      const next = value[k + 1];
      if (!block && next !== void 0 && next !== " " && next !== "\n")
        while (i < to && /[ \t\r\n]/.test(text2[i]))
          i++;
      continue;
    }
    out.push(i);
    i++;
  }
  out.push(Math.min(i, to));
  return out;
}
var BLOCK_FILE, TYPES, continueHost;
var init_continue = __esm({
  "dist/src/hosts/continue.js"() {
    "use strict";
    init_continue_editor();
    init_continue_yaml();
    init_entry();
    BLOCK_FILE = /(^|\/)\.continue\/mcpServers\/[^/]+\.(ya?ml|json)$/;
    TYPES = { stdio: "stdio", sse: "sse", "streamable-http": "http", http: "http", websocket: "ws" };
    continueHost = {
      id: "continue",
      name: "Continue",
      matches: (relPath) => BLOCK_FILE.test(relPath),
      parse(source2) {
        if (/\.json$/i.test(source2.path)) {
          return mcpServersFile(source2, { id: "continue", what: "Continue", strict: false }, { transport: inferredTransport(TYPES) });
        }
        return parseYaml(source2);
      }
    };
  }
});

// dist/src/hosts/codex-hooks.js
var codexHooks;
var init_codex_hooks = __esm({
  "dist/src/hosts/codex-hooks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    codexHooks = {
      id: "codex-hooks",
      name: "Codex hooks",
      matches: pathMatcher("\\.codex/hooks\\.json"),
      parse: (source2) => commandsFile(source2, { id: "codex-hooks", what: "Codex", strict: false }, (root, problems, text2) => readNestedHooks(property(root, "hooks"), ["hooks"], text2, problems, { shell: ["command", "commandWindows"] }))
    };
  }
});

// dist/src/hosts/copilot.js
var transport3, copilot;
var init_copilot = __esm({
  "dist/src/hosts/copilot.js"() {
    "use strict";
    init_entry();
    transport3 = inferredTransport({ local: "stdio", stdio: "stdio", http: "http", sse: "sse" });
    copilot = {
      id: "copilot",
      name: "GitHub Copilot",
      matches: pathMatcher("(\\.github/mcp\\.json|\\.copilot/mcp-config\\.json)"),
      parse: (source2) => mcpServersFile(source2, { id: "copilot", what: "GitHub Copilot", strict: false, noServers: "GitHub Copilot" }, { transport: transport3 })
    };
  }
});

// dist/src/hosts/copilot-hooks.js
var copilotHooks;
var init_copilot_hooks = __esm({
  "dist/src/hosts/copilot-hooks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    copilotHooks = {
      id: "copilot-hooks",
      name: "Copilot hooks",
      matches: pathMatcher("\\.github/hooks/[^/]+\\.json"),
      parse: (source2) => commandsFile(source2, { id: "copilot-hooks", what: "Copilot", strict: false }, (root, problems, text2) => readFlatHooks(property(root, "hooks"), ["hooks"], text2, problems, { shell: ["bash", "powershell", "command", "windows", "linux", "osx"], exec: ["exec"] }))
    };
  }
});

// dist/src/hosts/cursor.js
var cursorTransport, cursor;
var init_cursor = __esm({
  "dist/src/hosts/cursor.js"() {
    "use strict";
    init_entry();
    cursorTransport = inferredTransport({ stdio: "stdio", sse: "sse", "streamable-http": "http", http: "http" });
    cursor = {
      id: "cursor",
      name: "Cursor",
      matches: pathMatcher("\\.cursor/mcp\\.json"),
      parse: (source2) => mcpServersFile(source2, { id: "cursor", what: "Cursor", strict: false, noServers: "Cursor" }, { transport: cursorTransport })
    };
  }
});

// dist/src/hosts/cursor-cli.js
var cursorCli;
var init_cursor_cli = __esm({
  "dist/src/hosts/cursor-cli.js"() {
    "use strict";
    init_entry();
    cursorCli = {
      id: "cursor-cli",
      name: "Cursor CLI",
      matches: pathMatcher("\\.cursor/cli\\.json"),
      parse: (source2) => jsonHostFile(source2, { id: "cursor-cli", what: "Cursor CLI", strict: false }, () => [])
    };
  }
});

// dist/src/hosts/cursor-hooks.js
var cursorHooks;
var init_cursor_hooks = __esm({
  "dist/src/hosts/cursor-hooks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    cursorHooks = {
      id: "cursor-hooks",
      name: "Cursor hooks",
      matches: pathMatcher("\\.cursor/hooks\\.json"),
      parse: (source2) => commandsFile(source2, { id: "cursor-hooks", what: "Cursor", strict: false }, (root, problems, text2) => readFlatHooks(property(root, "hooks"), ["hooks"], text2, problems, { shell: ["command"] }))
    };
  }
});

// dist/src/hosts/vscode.js
function vscodeTransport(type, hasCommand, hasUrl) {
  if (type === void 0)
    return hasCommand ? "stdio" : hasUrl ? "http" : "unknown";
  if (type === "stdio" || type === "http" || type === "sse")
    return type;
  return "unknown";
}
function nestedVscodeFile(source2, at2) {
  const containerPath = [...at2, "servers"];
  return nestedServersFile(source2, { id: "vscode", what: "VS Code", strict: false }, containerPath, (container, problems, text2) => readServers(container, containerPath, text2, VSCODE_SHAPE, problems), (validate3) => jsonEditor(source2, validate3, CLAUDE_LIKE, { inputs: true, inputsAt: at2 }));
}
var VSCODE_SHAPE, vscode;
var init_vscode = __esm({
  "dist/src/hosts/vscode.js"() {
    "use strict";
    init_entry();
    init_json();
    init_json_editor();
    init_json_duplicates();
    init_source();
    init_nested();
    VSCODE_SHAPE = { transport: vscodeTransport, envAllowsNonStrings: true };
    vscode = {
      id: "vscode",
      name: "VS Code",
      matches: (relPath) => relPath === ".vscode/mcp.json" || relPath.endsWith("/.vscode/mcp.json"),
      parse(source2) {
        const doc = parseJson(source2, false, "VS Code");
        const servers = property(doc.root, "servers");
        const legacy = property(doc.root, "mcpServers");
        if (legacy) {
          doc.problems.push(unreadKeyProblem(doc.root, "mcpServers", servers ? 'VS Code reads only "servers"; the servers under "mcpServers" are ignored' : 'VS Code reads servers from "servers", not "mcpServers": none of these servers load'));
        }
        const models = doc.root ? [
          ...servers ? readServers(servers, ["servers"], source2.text, VSCODE_SHAPE, doc.problems) : [],
          ...legacy ? readServers(legacy, ["mcpServers"], source2.text, VSCODE_SHAPE, doc.problems) : []
        ] : [];
        doc.problems.push(...duplicateKeyProblems(source2, doc.root));
        const validate3 = (text2) => parseJson(makeSource(source2.path, source2.display, text2), false, "VS Code").problems[0]?.message;
        return {
          kind: "config",
          host: "vscode",
          syntax: "jsonc",
          source: source2,
          servers: models,
          problems: doc.problems,
          comments: doc.comments,
          data: doc.data,
          editor: jsonEditor(source2, validate3, CLAUDE_LIKE, { inputs: true })
        };
      }
    };
  }
});

// dist/src/hosts/devcontainer.js
var devcontainer;
var init_devcontainer = __esm({
  "dist/src/hosts/devcontainer.js"() {
    "use strict";
    init_entry();
    init_vscode();
    devcontainer = {
      id: "vscode",
      name: "VS Code (dev container)",
      matches: pathMatcher("(\\.devcontainer/([^/]+/)?devcontainer|\\.devcontainer)\\.json"),
      parse: (source2) => nestedVscodeFile(source2, ["customizations", "vscode", "mcp"])
    };
  }
});

// dist/src/hosts/gemini.js
function readGeminiServer(entry) {
  const command = entry.str("command");
  const { items: args, node: argsNode } = entry.strings("args");
  const env = entry.map("env");
  const headers = entry.map("headers");
  const httpUrl = entry.str("httpUrl");
  const url = entry.str("url");
  const tcp = entry.str("tcp");
  const type = entry.str("type");
  entry.str("cwd");
  entry.bool("trust");
  entry.toolList("includeTools");
  entry.toolList("excludeTools");
  const { name } = entry;
  if (type && !["http", "sse", "stdio"].includes(type.value)) {
    entry.warn(`server "${name}" has an unknown transport type "${type.value}": Gemini CLI knows "http" and "sse"`, "warning", entry.get("type"));
  }
  const remote = entry.has("httpUrl") ? "httpUrl" : entry.has("url") ? "url" : void 0;
  for (const ignored of [remote === "httpUrl" && entry.has("url") ? "url" : void 0, remote && entry.has("command") ? "command" : void 0]) {
    if (ignored)
      entry.warn(`server "${name}" sets both "${remote}" and "${ignored}": Gemini CLI uses "${remote}" and ignores "${ignored}"`, "warning", entry.get(ignored));
  }
  if (!remote && !entry.has("command") && !entry.has("tcp")) {
    entry.warn(`server "${name}" has none of "command", "httpUrl", "url" or "tcp"`, "error");
  }
  const transport6 = remote === "httpUrl" ? "http" : remote === "url" ? type?.value === "http" ? "http" : "sse" : entry.has("command") ? "stdio" : entry.has("tcp") ? "ws" : "unknown";
  const endpoint = httpUrl ?? url ?? tcp;
  return entry.server(transport6, { command, args, argsNode, env, url: endpoint, headers });
}
var gemini;
var init_gemini = __esm({
  "dist/src/hosts/gemini.js"() {
    "use strict";
    init_entry();
    init_json();
    init_hook_commands();
    gemini = {
      id: "gemini",
      name: "Gemini CLI",
      matches: pathMatcher("\\.gemini/settings\\.json"),
      parse: (source2) => {
        const commands = [];
        const file = jsonHostFile(source2, { id: "gemini", what: "Gemini CLI", strict: false }, (root, problems, text2) => {
          commands.push(...readNestedHooks(property(root, "hooks"), ["hooks"], text2, []));
          const container = property(root, "mcpServers");
          return container ? readEntries(container, ["mcpServers"], text2, problems, readGeminiServer) : [];
        });
        return commands.length ? { ...file, commands } : file;
      }
    };
  }
});

// dist/src/hosts/instructions.js
function below(relPath, dir, suffixes) {
  const at2 = relPath.lastIndexOf(dir);
  return at2 >= 0 && (at2 === 0 || relPath[at2 - 1] === "/") && relPath.length > at2 + dir.length && suffixes.some((s) => relPath.endsWith(s));
}
function inlineCommands(source2) {
  const out = [];
  const text2 = source2.text;
  let i = text2.indexOf("!`");
  while (i >= 0 && out.length < 1e3) {
    const before = i === 0 ? "\n" : text2[i - 1];
    const close = text2.indexOf("`", i + 2);
    const line = text2.indexOf("\n", i);
    if ((before === "\n" || before === " " || before === "	") && close > i + 2 && (line < 0 || close < line)) {
      const value = text2.slice(i + 2, close);
      const n = out.length;
      const str = { value, span: { start: i + 1, end: close + 1 }, path: ["inline", n], quoteLength: 1 };
      const role = SLASH_COMMAND.test(source2.display) ? "slash command" : "skill";
      out.push({ name: `${role}'s !\`\u2026\` line`, path: ["inline", n], nameSpan: str.span, span: { start: i, end: close + 1 }, transport: "stdio", command: str, args: [], env: [], headers: [], role, shell: true });
    }
    i = text2.indexOf("!`", i + 2);
  }
  return out;
}
function markdownEditor(source2) {
  return {
    replaceString: (str, value) => [{ file: source2.path, start: str.span.start + str.quoteLength, end: str.span.end - str.quoteLength, text: value }],
    insertArg: () => [],
    setEnv: () => [],
    validate: () => void 0
  };
}
var INSTRUCTION_PATH, NESTED, SLASH_COMMAND, instructions;
var init_instructions = __esm({
  "dist/src/hosts/instructions.js"() {
    "use strict";
    INSTRUCTION_PATH = new RegExp([
      "(^|/)(CLAUDE|CLAUDE\\.local|AGENTS|AGENTS\\.override|AGENT|GEMINI)\\.md$",
      "(^|/)\\.(cursorrules|windsurfrules|clinerules|roorules|rules)$",
      "(^|/)\\.github/copilot-instructions\\.md$",
      "(^|/)\\.github/prompts/[^/]+\\.prompt\\.md$",
      "(^|/)\\.github/agents/[^/]+\\.agent\\.md$",
      "(^|/)\\.windsurf/rules/[^/]+\\.md$",
      "(^|/)\\.clinerules/[^/]+\\.md$",
      "(^|/)\\.roo/rules(-[^/]+)?/[^/]+\\.md$",
      "(^|/)\\.kiro/steering/[^/]+\\.md$",
      "(^|/)\\.junie/guidelines\\.md$"
    ].join("|"));
    NESTED = [
      [".claude/rules/", [".md"]],
      [".claude/commands/", [".md"]],
      [".cursor/rules/", [".md", ".mdc"]],
      [".github/instructions/", [".instructions.md"]]
    ];
    SLASH_COMMAND = /(^|\/)\.claude\/commands\//;
    instructions = {
      id: "instructions",
      name: "instruction file",
      matches: (relPath) => INSTRUCTION_PATH.test(relPath) || NESTED.some(([dir, suffixes]) => below(relPath, dir, suffixes)),
      parse(source2) {
        const file = {
          kind: "config",
          host: "instructions",
          syntax: "markdown",
          source: source2,
          servers: [],
          problems: [],
          comments: [],
          data: void 0,
          editor: markdownEditor(source2)
        };
        if (SLASH_COMMAND.test(source2.display) || SLASH_COMMAND.test(source2.path.replace(/\\/g, "/"))) {
          const commands = inlineCommands(source2);
          if (commands.length)
            file.commands = commands;
        }
        return file;
      }
    };
  }
});

// dist/src/hosts/frontmatter-hooks.js
function isAgentFile(relPath) {
  const at2 = relPath.lastIndexOf(".claude/agents/");
  return at2 >= 0 && (at2 === 0 || relPath[at2 - 1] === "/") && relPath.endsWith(".md") && relPath.length > at2 + ".claude/agents/".length + 3;
}
function frontmatterRange(text2) {
  const body = text2.startsWith("\uFEFF") ? 1 : 0;
  if (!/^---\r?\n/.test(text2.slice(body)))
    return void 0;
  const start = text2.indexOf("\n", body) + 1;
  const close = /^---[ \t]*\r?$/m.exec(text2.slice(start));
  return close ? { start, end: start + close.index } : void 0;
}
function strOf2(node, text2, base3, path) {
  if (!isScalar(node) || typeof node.value !== "string" || !node.range)
    return void 0;
  const [from, to] = node.range;
  const raw = text2.slice(base3 + from, base3 + to);
  const quote = raw[0] === '"' || raw[0] === "'" ? 1 : 0;
  if (raw.slice(quote, raw.length - quote) !== node.value || node.value.includes("\n"))
    return void 0;
  return { value: node.value, span: { start: base3 + from, end: base3 + to }, path, quoteLength: quote };
}
function readHooks(doc, text2, base3) {
  const root = doc.contents;
  const hooks = isMap(root) ? root.get("hooks", true) : void 0;
  if (!isMap(hooks))
    return [];
  const out = [];
  for (const pair of hooks.items) {
    const event = strOf2(pair.key, text2, base3, ["hooks"]);
    if (!event || !isSeq(pair.value))
      continue;
    pair.value.items.forEach((group, i) => {
      if (!isMap(group))
        return;
      const at2 = ["hooks", event.value, i];
      const matcher = strOf2(group.get("matcher", true), text2, base3, [...at2, "matcher"]);
      const handlers = group.get("hooks", true);
      if (!isSeq(handlers))
        return;
      handlers.items.forEach((handler, j) => {
        if (!isMap(handler))
          return;
        const type = handler.get("type");
        if (type !== void 0 && type !== "command")
          return;
        const path = [...at2, "hooks", j];
        const command = strOf2(handler.get("command", true), text2, base3, [...path, "command"]);
        if (!command)
          return;
        const cmd = {
          name: `${event.value} hook`,
          path,
          nameSpan: event.span,
          span: command.span,
          transport: "stdio",
          command,
          args: [],
          env: [],
          headers: [],
          role: "hook",
          shell: true,
          event
        };
        if (matcher)
          cmd.matcher = matcher;
        out.push(cmd);
      });
    });
  }
  return out;
}
function editorFor() {
  return {
    // a whole scalar is not rewritten (its quoting is the file's); words inside a command are edited in place
    replaceString: () => [],
    insertArg: () => [],
    setEnv: () => [],
    validate: (text2) => {
      const range2 = frontmatterRange(text2);
      if (!range2)
        return "the frontmatter no longer parses";
      const errors = parseDocument(text2.slice(range2.start, range2.end), { prettyErrors: false }).errors;
      return errors.length ? `YAML syntax error: ${errors[0].message.split("\n")[0]}` : void 0;
    }
  };
}
function parseFrontmatterHooks(source2, syntax) {
  const file = {
    kind: "config",
    host: "claude-frontmatter",
    syntax,
    source: source2,
    servers: [],
    problems: [],
    comments: [],
    data: void 0,
    editor: editorFor()
  };
  const commands = syntax === "frontmatter" ? inlineCommands(source2) : [];
  const range2 = frontmatterRange(source2.text);
  if (range2 && /^hooks:/m.test(source2.text.slice(range2.start, range2.end))) {
    const doc = parseDocument(source2.text.slice(range2.start, range2.end), { prettyErrors: false, uniqueKeys: false });
    if (!doc.errors.length)
      commands.unshift(...readHooks(doc, source2.text, range2.start));
  }
  if (commands.length)
    file.commands = commands;
  return file;
}
var agentHooks, skillHooks;
var init_frontmatter_hooks = __esm({
  "dist/src/hosts/frontmatter-hooks.js"() {
    "use strict";
    init_continue_yaml();
    init_instructions();
    agentHooks = {
      id: "claude-frontmatter",
      name: "Claude Code subagent",
      matches: isAgentFile,
      parse: (source2) => parseFrontmatterHooks(source2, "markdown")
    };
    skillHooks = {
      id: "claude-frontmatter",
      name: "Claude Code skill hooks",
      matches: () => false,
      parse: (source2) => parseFrontmatterHooks(source2, "frontmatter")
    };
  }
});

// dist/src/hosts/gemini-extension.js
var geminiExtension;
var init_gemini_extension = __esm({
  "dist/src/hosts/gemini-extension.js"() {
    "use strict";
    init_entry();
    init_gemini();
    init_nested();
    geminiExtension = {
      id: "gemini",
      name: "Gemini CLI extension",
      // The name is Gemini's own: an extension's folder can be anywhere (a repository's root, extensions/<name>/ …).
      matches: pathMatcher("gemini-extension\\.json"),
      parse: (source2) => nestedServersFile(source2, { id: "gemini", what: "Gemini CLI", strict: false }, ["mcpServers"], (container, problems, text2) => readEntries(container, ["mcpServers"], text2, problems, readGeminiServer))
    };
  }
});

// dist/src/hosts/gemini-commands.js
function isCommandFile(relPath) {
  const at2 = relPath.lastIndexOf(".gemini/commands/");
  return at2 >= 0 && (at2 === 0 || relPath[at2 - 1] === "/") && relPath.endsWith(".toml") && relPath.length > at2 + ".gemini/commands/".length + 5;
}
function shellInjections(value) {
  const out = [];
  let i = value.indexOf("!{");
  while (i >= 0 && out.length < 100) {
    let depth = 1;
    let j = i + 2;
    for (; j < value.length && depth; j++)
      depth += value[j] === "{" ? 1 : value[j] === "}" ? -1 : 0;
    if (depth)
      break;
    out.push([i + 2, j - 1]);
    i = value.indexOf("!{", j);
  }
  return out;
}
function subStr(whole, from, to, path) {
  const offsetOf = (k) => whole.offsets ? whole.offsets[k] : whole.span.start + whole.quoteLength + k;
  const str = { value: whole.value.slice(from, to), span: { start: offsetOf(from), end: offsetOf(to) }, path, quoteLength: 0 };
  if (whole.offsets)
    str.offsets = whole.offsets.slice(from, to + 1);
  return str;
}
var geminiCommands;
var init_gemini_commands = __esm({
  "dist/src/hosts/gemini-commands.js"() {
    "use strict";
    init_lazy();
    init_source();
    init_codex_editor();
    init_toml_index();
    init_toml_scan();
    geminiCommands = {
      id: "gemini",
      name: "Gemini CLI command",
      matches: isCommandFile,
      parse(source2) {
        const text2 = parseableText(source2);
        const scan2 = scanToml(text2);
        const index = new ScanIndex(text2, scan2);
        const file = {
          kind: "config",
          host: "gemini",
          syntax: "toml",
          source: source2,
          servers: [],
          problems: [],
          comments: scan2.comments,
          data: void 0,
          editor: tomlEditor(source2, index, (t) => {
            try {
              toml().parse(t);
              return void 0;
            } catch (e) {
              return String(e).split("\n")[0];
            }
          })
        };
        try {
          file.data = toml().parse(text2);
        } catch {
          return file;
        }
        const prompt = file.data.prompt;
        const node = index.node(["prompt"]);
        if (typeof prompt !== "string" || !node || node.value !== prompt)
          return file;
        const whole = { value: prompt, span: node.span, path: ["prompt"], quoteLength: node.quoteLength ?? 1, ...node.offsets ? { offsets: node.offsets } : {} };
        const commands = shellInjections(prompt).map(([from, to], n) => {
          const command = subStr(whole, from, to, ["prompt", n]);
          return { name: "command's !{\u2026} line", path: ["prompt", n], nameSpan: command.span, span: command.span, transport: "stdio", command, args: [], env: [], headers: [], role: "slash command", shell: true };
        });
        if (commands.length)
          file.commands = commands;
        return file;
      }
    };
  }
});

// dist/src/hosts/junie.js
var transport4, check2, junie;
var init_junie = __esm({
  "dist/src/hosts/junie.js"() {
    "use strict";
    init_entry();
    transport4 = inferredTransport({ stdio: "stdio", http: "http", "streamable-http": "http", sse: "sse" });
    check2 = (entry) => {
      if (!entry.has("command") && entry.has("url")) {
        entry.warn(`server "${entry.name}" is a remote server: Junie supports only stdio servers (a "command"), so it never connects to this one`);
      }
    };
    junie = {
      id: "junie",
      name: "Junie",
      matches: pathMatcher("\\.junie/mcp/mcp\\.json"),
      parse: (source2) => mcpServersFile(source2, { id: "junie", what: "Junie", strict: false, noServers: "Junie" }, { transport: transport4 }, check2)
    };
  }
});

// dist/src/hosts/kiro.js
var transport5, check3, kiro, amazonQ;
var init_kiro = __esm({
  "dist/src/hosts/kiro.js"() {
    "use strict";
    init_entry();
    transport5 = inferredTransport({ stdio: "stdio", http: "http", "streamable-http": "http", sse: "sse" });
    check3 = (entry) => {
      entry.bool("disabled");
      entry.toolList("autoApprove");
      entry.toolList("disabledTools");
    };
    kiro = {
      id: "kiro",
      name: "Kiro",
      matches: pathMatcher("\\.kiro/settings/mcp\\.json"),
      parse: (source2) => mcpServersFile(source2, { id: "kiro", what: "Kiro", strict: false, noServers: "Kiro" }, { transport: transport5 }, check3)
    };
    amazonQ = {
      id: "amazon-q",
      name: "Amazon Q Developer",
      // `~/.aws/amazonq/mcp.json` is a user file; in a repository only the workspace file `.amazonq/mcp.json`.
      matches: pathMatcher("(\\.amazonq|\\.aws/amazonq)/mcp\\.json"),
      parse: (source2) => mcpServersFile(source2, { id: "amazon-q", what: "Amazon Q Developer", strict: false, noServers: "Amazon Q Developer" }, { transport: transport5 }, check3)
    };
  }
});

// dist/src/hosts/kiro-hooks.js
function strAt2(node, text2, path) {
  return node?.type === "string" ? toStr(node, text2, path) : void 0;
}
function v1Hooks(root, problems, text2) {
  const hooks = property(root, "hooks");
  if (hooks?.type !== "array")
    return [];
  return (hooks.children ?? []).flatMap((hook, i) => {
    const action = property(hook, "action");
    if (!action || property(action, "type")?.value !== "command")
      return [];
    const trigger = strAt2(property(hook, "trigger"), text2, ["hooks", i, "trigger"]);
    const label = `${trigger?.value ?? "Kiro"} hook`;
    const where4 = { text: text2, problems, label, role: "hook", ...trigger ? { event: trigger } : {} };
    const matcher = strAt2(property(hook, "matcher"), text2, ["hooks", i, "matcher"]);
    return readHandler(action, ["hooks", i, "action"], { shell: ["command"] }, matcher ? { ...where4, matcher } : where4);
  });
}
function legacyHook(root, problems, text2) {
  const then = property(root, "then");
  if (!then || property(then, "type")?.value !== "runCommand")
    return [];
  const when = property(property(root, "when"), "type");
  const event = when?.type === "string" ? { ...toStr(when, text2, ["when", "type"]), span: spanOf(when) } : void 0;
  const where4 = { text: text2, problems, label: `${event?.value ?? "Kiro"} hook`, role: "hook", ...event ? { event } : {} };
  return readHandler(then, ["then"], { shell: ["command"] }, where4);
}
var kiroHooks;
var init_kiro_hooks = __esm({
  "dist/src/hosts/kiro-hooks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    kiroHooks = {
      id: "kiro-hooks",
      name: "Kiro hooks",
      matches: pathMatcher("\\.kiro/hooks/[^/]+\\.(json|kiro\\.hook)"),
      parse: (source2) => commandsFile(source2, { id: "kiro-hooks", what: "Kiro", strict: false }, (root, problems, text2) => source2.path.endsWith(".kiro.hook") ? legacyHook(root, problems, text2) : v1Hooks(root, problems, text2))
    };
  }
});

// dist/src/hosts/opencode.js
function readServer3(entry) {
  const { name } = entry;
  const type = entry.str("type");
  const commandNode = entry.get("command");
  entry.bool("enabled");
  entry.bool("disabled");
  const env = entry.map("environment");
  const headers = entry.map("headers");
  const url = entry.str("url");
  if (entry.has("env") && !entry.has("environment")) {
    entry.warn(`server "${name}" has "env": opencode passes variables from "environment", so these are not set`, "warning", entry.get("env"));
  }
  let command;
  let args;
  if (commandNode?.type === "string") {
    entry.warn(`"command" of server "${name}" must be an array: opencode takes the executable and its arguments in one list, e.g. ["npx", "-y", "pkg"]`, "error", commandNode);
    command = entry.str("command");
    args = entry.strings("args").items;
  } else if (commandNode) {
    const { items } = entry.strings("command");
    [command, ...args] = items;
    if (commandNode.type === "array" && !commandNode.children?.length)
      entry.warn(`"command" of server "${name}" is empty`, "error", commandNode);
  }
  const local = type?.value === "local" || !type && !!commandNode;
  if (!type && !entry.has("type")) {
    entry.warn(`server "${name}" has no "type": opencode needs "type": "local" (with "command") or "remote" (with "url")`, "error");
  } else if (type && type.value !== "local" && type.value !== "remote") {
    entry.warn(`server "${name}" has an unknown type "${type.value}": opencode knows "local" and "remote"`, "error", entry.get("type"));
  } else if (type?.value === "local" && !commandNode) {
    entry.warn(`server "${name}" is a local server without a "command"`, "error");
  } else if (type?.value === "remote" && !entry.has("url")) {
    entry.warn(`server "${name}" is a remote server without a "url"`, "error");
  }
  const server = entry.server(local ? "stdio" : url || type?.value === "remote" ? "http" : "unknown", { command, args, env, url, headers });
  if (commandNode?.type === "array")
    server.argsSpan = spanOf(commandNode);
  return server;
}
function readMcp(mcp, text2, problems) {
  if (mcp.type !== "object") {
    problems.push({ message: '"mcp" must be an object mapping server names to entries', span: spanOf(mcp), path: ["mcp"] });
    return [];
  }
  const v2 = property(mcp, "servers");
  const isV2 = v2?.type === "object" && !property(v2, "type") && !property(v2, "command") && !property(v2, "url");
  if (!isV2)
    return readEntries(mcp, ["mcp"], text2, problems, readServer3);
  const servers = readEntries(v2, ["mcp", "servers"], text2, problems, readServer3);
  for (const [name, keyNode, node] of properties(mcp)) {
    if (name === "servers" || node.type !== "object" || !property(node, "type"))
      continue;
    const server = readServer3(new Entry(node, keyNode, name, ["mcp", name], text2, problems));
    if (server)
      servers.push(server);
  }
  return servers;
}
var commandPath, opencode;
var init_opencode = __esm({
  "dist/src/hosts/opencode.js"() {
    "use strict";
    init_entry();
    init_json_editor();
    init_json();
    commandPath = (server) => [...server.path, "command"];
    opencode = {
      id: "opencode",
      name: "opencode",
      matches: (relPath) => /(^|\/)opencode\.jsonc?$/.test(relPath),
      parse: (source2) => jsonHostFile(source2, { id: "opencode", what: "opencode", strict: false }, (root, problems, text2) => {
        const mcp = property(root, "mcp");
        return mcp ? readMcp(mcp, text2, problems) : [];
      }, (validate3) => jsonEditor(source2, validate3, {
        args: (server) => server.argsSpan ? { path: commandPath(server), first: 1 } : void 0,
        env: (server) => [...server.path, "environment"]
      }))
    };
  }
});

// dist/src/hosts/script-hooks.js
function isScriptHookName(dirName, name) {
  return dirName === "hooks" && CLINE_EVENTS.includes(name.replace(/\.ps1$/, "")) || (dirName === "plugins" || dirName === "plugin") && /\.(m|c)?[jt]s$/.test(name);
}
function runsAs(source2) {
  const path = source2.display.replace(/\\/g, "/");
  const cline2 = CLINE.exec(path) ?? CLINE.exec(source2.path.replace(/\\/g, "/"));
  return cline2 ? `a Cline ${cline2[3]} hook` : "an opencode plugin (loaded into opencode at startup, no prompt)";
}
var CLINE_EVENTS, CLINE, OPENCODE, scriptHooks;
var init_script_hooks = __esm({
  "dist/src/hosts/script-hooks.js"() {
    "use strict";
    CLINE_EVENTS = ["TaskStart", "TaskResume", "TaskCancel", "TaskComplete", "PreToolUse", "PostToolUse", "UserPromptSubmit", "PreCompact"];
    CLINE = /(^|\/)\.(clinerules|cline)\/hooks\/(TaskStart|TaskResume|TaskCancel|TaskComplete|PreToolUse|PostToolUse|UserPromptSubmit|PreCompact)(\.ps1)?$/;
    OPENCODE = /(^|\/)\.opencode\/plugins?\/[^/]+\.(js|mjs|cjs|ts|mts|cts)$/;
    scriptHooks = {
      id: "script-hooks",
      name: "hook script",
      matches: (relPath) => CLINE.test(relPath) || OPENCODE.test(relPath),
      parse: (source2) => ({
        kind: "config",
        host: "script-hooks",
        syntax: "script",
        source: source2,
        servers: [],
        problems: [],
        comments: [],
        data: void 0,
        runsAs: runsAs(source2),
        editor: { replaceString: () => [], insertArg: () => [], setEnv: () => [], validate: () => void 0 }
      })
    };
  }
});

// dist/src/hosts/plugin-hooks.js
var pluginHooks;
var init_plugin_hooks = __esm({
  "dist/src/hosts/plugin-hooks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    pluginHooks = {
      id: "plugin-hooks",
      name: "plugin hooks",
      // not `.github/hooks/hooks.json` (Copilot's) nor `.kiro/hooks/hooks.json` (Kiro's)
      matches: pathMatcher("(?<!(\\.github|\\.kiro)/)hooks/hooks\\.json"),
      parse: (source2) => {
        const file = commandsFile(source2, { id: "plugin-hooks", what: "plugin hooks", strict: false }, (root, problems, text2) => {
          const commands = readNestedHooks(property(root, "hooks"), ["hooks"], text2, problems);
          problems.push(...deadMatcherProblems(commands));
          return commands;
        });
        const scoped = { ...file, scope: ["hooks"] };
        return file.commands?.length || /"hooks"\s*:/.test(source2.text) ? scoped : { ...scoped, problems: [] };
      }
    };
  }
});

// dist/src/hosts/vscode-settings.js
var vscodeSettings;
var init_vscode_settings = __esm({
  "dist/src/hosts/vscode-settings.js"() {
    "use strict";
    init_entry();
    init_vscode();
    vscodeSettings = {
      id: "vscode",
      name: "VS Code settings",
      matches: pathMatcher("\\.vscode/settings\\.json"),
      parse: (source2) => nestedVscodeFile(source2, ["mcp"])
    };
  }
});

// dist/src/hosts/vscode-tasks.js
function taskCommands(task, i, text2, problems, inherited) {
  const label = property(task, "label");
  const name = label?.type === "string" ? `"${String(label.value)}" task` : "folder-open task";
  const type = property(task, "type")?.value ?? inherited;
  const where4 = { text: text2, problems, label: name, role: "task" };
  const base3 = [`tasks`, i];
  const out = [];
  const read = (node, path, shell) => {
    const commands = readHandler(withoutType(node), path, shell ? { shell: ["command"] } : { shell: [], exec: ["command"] }, where4);
    for (const c of commands) {
      const options2 = property(node, "options");
      const cwd2 = property(options2, "cwd");
      if (cwd2?.type === "string")
        c.cwd = toStr(cwd2, text2, [...path, "options", "cwd"]);
      c.env = properties(property(options2, "env")).flatMap(([key, keyNode, value]) => value.type === "string" ? [{ key, keySpan: spanOf(keyNode), value: toStr(value, text2, [...path, "options", "env", key]) }] : []);
      if (shell)
        c.args = readArgs2(node, path, text2);
    }
    out.push(...commands);
  };
  read(task, base3, type !== "process");
  for (const os of ["windows", "linux", "osx"]) {
    const override = property(task, os);
    if (override?.type === "object")
      read(override, [...base3, os], (property(override, "type")?.value ?? type) !== "process");
  }
  return out;
}
function withoutType(node) {
  return { ...node, children: (node.children ?? []).filter((p) => p.children?.[0]?.value !== "type") };
}
function readArgs2(node, path, text2) {
  const args = property(node, "args");
  return args?.type === "array" ? (args.children ?? []).flatMap((a, i) => a.type === "string" ? [toStr(a, text2, [...path, "args", i])] : []) : [];
}
var vscodeTasks;
var init_vscode_tasks = __esm({
  "dist/src/hosts/vscode-tasks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    vscodeTasks = {
      id: "vscode-tasks",
      name: "VS Code tasks",
      matches: pathMatcher("\\.vscode/tasks\\.json"),
      parse: (source2) => commandsFile(source2, { id: "vscode-tasks", what: "VS Code tasks", strict: false }, (root, problems, text2) => {
        const tasks = property(root, "tasks");
        if (tasks?.type !== "array")
          return [];
        const inherited = property(root, "type")?.value;
        return (tasks.children ?? []).flatMap((task, i) => {
          const runOn = property(property(task, "runOptions"), "runOn");
          return runOn?.value === "folderOpen" ? taskCommands(task, i, text2, problems, inherited) : [];
        });
      })
    };
  }
});

// dist/src/hosts/windsurf.js
function readServer4(entry) {
  const command = entry.str("command");
  const { items: args, node: argsNode } = entry.strings("args");
  const env = entry.map("env");
  const headers = entry.map("headers");
  const serverUrl = entry.str("serverUrl");
  const url = entry.str("url");
  entry.bool("disabled");
  const { name } = entry;
  if (entry.has("url") && !entry.has("serverUrl") && !entry.has("command")) {
    entry.warn(`server "${name}" has "url" but no "serverUrl": Windsurf reads a remote server's address from "serverUrl", so it does not connect to this one`);
  } else if (!entry.has("command") && !entry.has("serverUrl")) {
    entry.warn(`server "${name}" has neither "command" nor "serverUrl"`, "error");
  }
  return entry.server(entry.has("command") ? "stdio" : "http", { command, args, argsNode, env, url: serverUrl ?? url, headers });
}
var windsurf;
var init_windsurf = __esm({
  "dist/src/hosts/windsurf.js"() {
    "use strict";
    init_entry();
    init_json();
    windsurf = {
      id: "windsurf",
      name: "Windsurf",
      matches: pathMatcher("\\.codeium/windsurf/mcp_config\\.json"),
      parse: (source2) => jsonHostFile(source2, { id: "windsurf", what: "Windsurf", strict: false }, (root, problems, text2) => {
        const container = property(root, "mcpServers");
        return container ? readEntries(container, ["mcpServers"], text2, problems, readServer4) : [];
      })
    };
  }
});

// dist/src/hosts/windsurf-hooks.js
var windsurfHooks;
var init_windsurf_hooks = __esm({
  "dist/src/hosts/windsurf-hooks.js"() {
    "use strict";
    init_entry();
    init_hook_commands();
    init_json();
    windsurfHooks = {
      id: "windsurf-hooks",
      name: "Windsurf hooks",
      matches: pathMatcher("\\.windsurf/hooks\\.json"),
      parse: (source2) => commandsFile(source2, { id: "windsurf-hooks", what: "Windsurf", strict: false }, (root, problems, text2) => readFlatHooks(property(root, "hooks"), ["hooks"], text2, problems, { shell: ["command", "powershell"] }))
    };
  }
});

// dist/src/hosts/zed.js
function readServer5(entry) {
  const commandNode = entry.get("command");
  entry.bool("enabled");
  const headers = entry.map("headers");
  const url = entry.str("url");
  if (commandNode?.type === "object") {
    const command = entry.str("path", ["command", "path"], commandNode);
    if (!property(commandNode, "path"))
      entry.warn(`server "${entry.name}" has a "command" object without "path"`, "error", commandNode);
    const { items: args, node: argsNode } = entry.strings("args", ["command", "args"], commandNode);
    const env = entry.map("env", ["command", "env"], commandNode);
    return entry.server("stdio", { command, args, argsNode, env, url, headers });
  }
  if (commandNode) {
    const command = entry.str("command");
    const { items: args, node: argsNode } = entry.strings("args");
    const env = entry.map("env");
    return entry.server("stdio", { command, args, argsNode, env, url, headers });
  }
  if (entry.has("url"))
    return entry.server("http", { url, headers });
  return void 0;
}
function base(server, root) {
  const command = root && nodeAtPath(root, [...server.path, "command"]);
  return command?.type === "object" ? [...server.path, "command"] : server.path;
}
var zed;
var init_zed = __esm({
  "dist/src/hosts/zed.js"() {
    "use strict";
    init_entry();
    init_json_editor();
    init_json();
    zed = {
      id: "zed",
      name: "Zed",
      // Zed's user settings are named by `--user`; in a repository only a project's `.zed/settings.json`.
      matches: pathMatcher("\\.zed/settings\\.json"),
      parse: (source2) => jsonHostFile(source2, { id: "zed", what: "Zed", strict: false }, (root, problems, text2) => {
        const container = property(root, "context_servers");
        return container ? readEntries(container, ["context_servers"], text2, problems, readServer5) : [];
      }, (validate3) => jsonEditor(source2, validate3, {
        args: (server, root) => server.transport === "stdio" ? { path: [...base(server, root), "args"], first: 0 } : void 0,
        env: (server, root) => [...base(server, root), "env"]
      }))
    };
  }
});

// dist/src/hosts/index.js
var hosts;
var init_hosts = __esm({
  "dist/src/hosts/index.js"() {
    "use strict";
    init_claude_code();
    init_claude_desktop();
    init_claude_plugin();
    init_claude_settings();
    init_cline();
    init_codex();
    init_continue();
    init_codex_hooks();
    init_copilot();
    init_copilot_hooks();
    init_cursor();
    init_cursor_cli();
    init_cursor_hooks();
    init_devcontainer();
    init_gemini();
    init_frontmatter_hooks();
    init_gemini_extension();
    init_gemini_commands();
    init_instructions();
    init_junie();
    init_kiro();
    init_kiro_hooks();
    init_opencode();
    init_script_hooks();
    init_plugin_hooks();
    init_vscode();
    init_vscode_settings();
    init_vscode_tasks();
    init_windsurf();
    init_windsurf_hooks();
    init_zed();
    hosts = [
      continueHost,
      claudeCode,
      vscode,
      codex,
      cursor,
      gemini,
      claudeSettings,
      claudeDesktop,
      windsurf,
      kiro,
      amazonQ,
      cline,
      roo,
      junie,
      opencode,
      copilot,
      zed,
      claudePlugin,
      geminiExtension,
      vscodeSettings,
      devcontainer,
      // hooks and other commands agents run (hooks-and-instructions.md §0.1, §0.3)
      cursorHooks,
      cursorCli,
      codexHooks,
      copilotHooks,
      windsurfHooks,
      kiroHooks,
      pluginHooks,
      vscodeTasks,
      // instruction files agents load as text (hooks-and-instructions.md §0.5)
      instructions,
      scriptHooks,
      agentHooks,
      geminiCommands
    ];
  }
});

// dist/src/discover/read.js
function openForReading(path, noFollow = false) {
  const flags = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0) | (noFollow ? import_node_fs3.constants.O_NOFOLLOW ?? 0 : 0);
  const fd = (0, import_node_fs2.openSync)(path, flags);
  try {
    return { fd, stat: (0, import_node_fs2.fstatSync)(fd) };
  } catch (e) {
    (0, import_node_fs2.closeSync)(fd);
    throw e;
  }
}
function readFully(fd, bytes, from = 0) {
  let read = from;
  while (read < bytes.length) {
    const n = (0, import_node_fs2.readSync)(fd, bytes, read, bytes.length - read, read);
    if (n === 0)
      break;
    read += n;
  }
  return read;
}
function readBytes(path, maxBytes, noFollow = false) {
  let fd;
  try {
    const opened = openForReading(path, noFollow);
    fd = opened.fd;
    const size = opened.stat.size;
    if (!opened.stat.isFile())
      return { ok: false, message: "not a regular file; not read", level: "note" };
    if (size > maxBytes) {
      return { ok: false, message: `not scanned: ${size} bytes is over the ${maxBytes}-byte limit for this kind of file`, level: "error" };
    }
    const bytes = Buffer.alloc(size);
    const read = readFully(fd, bytes);
    return { ok: true, bytes: read === size ? bytes : bytes.subarray(0, read) };
  } catch (e) {
    const code2 = e.code;
    const why2 = code2 === "EACCES" || code2 === "EPERM" ? "permission denied" : code2 === "ENOENT" ? "the file disappeared during the scan" : code2 === "EISDIR" ? "is a directory" : code2 === "ELOOP" ? "it became a symbolic link during the scan" : code2 ?? String(e);
    return { ok: false, message: `could not read file: ${why2}`, level: "error" };
  } finally {
    if (fd !== void 0)
      (0, import_node_fs2.closeSync)(fd);
  }
}
function decodeText(bytes) {
  if (bytes[0] === 255 && bytes[1] === 254)
    return { ok: false, message: "file is UTF-16 encoded; MCP hosts read configs as UTF-8" };
  if (bytes[0] === 254 && bytes[1] === 255)
    return { ok: false, message: "file is UTF-16 encoded; MCP hosts read configs as UTF-8" };
  if (/^(?:[\t\n\r -~]\0){2}|^(?:\0[\t\n\r -~]){2}/.test(bytes.subarray(0, 4).toString("latin1")))
    return { ok: false, message: "file is UTF-16 encoded (without a BOM); MCP hosts read configs as UTF-8" };
  if (bytes.subarray(0, 8192).includes(0))
    return { ok: false, message: "binary content (NUL bytes); not a text config" };
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    return { ok: false, message: "not valid UTF-8 text" };
  }
}
function readSource(path, display2, maxBytes = MAX_CONFIG_BYTES) {
  const raw = readBytes(path, maxBytes);
  if (!raw.ok)
    return raw;
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok)
    return { ok: false, message: decoded.message, level: "error" };
  return { ok: true, source: makeSource(path, display2, decoded.text), bytes: raw.bytes };
}
var import_node_fs2, import_node_fs3, MAX_CONFIG_BYTES, MAX_TEXT_FILE_BYTES, decoder;
var init_read = __esm({
  "dist/src/discover/read.js"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    import_node_fs3 = require("node:fs");
    init_source();
    MAX_CONFIG_BYTES = 256 * 1024;
    MAX_TEXT_FILE_BYTES = 1024 * 1024;
    decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  }
});

// dist/src/discover/paths.js
function safeRealpath(path) {
  try {
    return (0, import_node_fs4.realpathSync)(path);
  } catch {
    return void 0;
  }
}
function isDirectory(path) {
  try {
    return (0, import_node_fs4.statSync)(path).isDirectory();
  } catch {
    return false;
  }
}
function isInside(path, root) {
  return path === root || path.startsWith(root.endsWith(import_node_path.sep) ? root : root + import_node_path.sep);
}
function slashed(path) {
  return import_node_path.sep === "/" ? path : path.split(import_node_path.sep).join("/");
}
function displayPath(path, cwd2) {
  return slashed((0, import_node_path.relative)(cwd2, path) || ".");
}
var import_node_fs4, import_node_path, SKIPPED_DIRS;
var init_paths = __esm({
  "dist/src/discover/paths.js"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    import_node_path = require("node:path");
    SKIPPED_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git", ".hg", ".svn", "bower_components", "jspm_packages"]);
  }
});

// dist/src/discover/plugins.js
function isFile(path) {
  try {
    return (0, import_node_fs5.statSync)(path).isFile();
  } catch {
    return false;
  }
}
function placedHost(path, host) {
  return host === claudeCode && isFile((0, import_node_path2.join)((0, import_node_path2.dirname)(path), ".claude-plugin", "plugin.json")) ? claudePluginServers : host;
}
function referencedConfig(from, ref, roots2) {
  const path = (0, import_node_path2.resolve)((0, import_node_path2.dirname)(from), ref);
  const real = safeRealpath(path);
  if (!real || !isFile(real))
    return { ok: false, message: `names the server file "${ref.replace(/^\.\.\//, "")}", which does not exist: Claude Code loads no server from it` };
  const inside2 = roots2.some((root) => isInside(real, safeRealpath(root) ?? root));
  if (!inside2)
    return { ok: false, message: `names the server file "${ref.replace(/^\.\.\//, "")}", which is outside the scan root; not read` };
  return { ok: true, path, host: claudePluginServers };
}
var import_node_fs5, import_node_path2;
var init_plugins = __esm({
  "dist/src/discover/plugins.js"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path2 = require("node:path");
    init_claude_code();
    init_paths();
  }
});

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports2, module2) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source2 = `[${body}]`;
      return new RegExp(source2).test("/") ? NON_SLASH + source2 : source2;
    };
    var scanBracket = (pattern, start) => {
      const { length: length2 } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length2 && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length2 && pattern[end] !== "]") {
            end++;
          }
          if (end === length2) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source2) => `${PLACEHOLDER}${sources.push(source2) - 1}${PLACEHOLDER}`;
      const { length: length2 } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length2) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length2) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length2;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source2, pattern) => {
          if (!source2 || source2[0] === "^" || source2[0] === "(") {
            return source2;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source2;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range2, close) => `\\[${range2}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source2) => {
          const last2 = source2[source2.length - 1];
          if (!last2 || last2 === TRAILING_WILDCARD || last2 === TRAILING_DOUBLESTAR) {
            return source2;
          }
          return last2 === SLASH ? `${source2}$` : `${source2}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at2) => {
      let separator = EMPTY;
      for (let index = at2 + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source2) => {
      if (source2.indexOf(WILDCARD) < 0) {
        return source2;
      }
      const tokens = [];
      const { length: length2 } = source2;
      let index = 0;
      while (index < length2) {
        const char = source2[index];
        if (source2.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source2[end] === "^") {
            end++;
          }
          if (source2[end] === "]") {
            end++;
          }
          while (end < length2 && source2[end] !== "]") {
            end += source2[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source2.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source2.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source2[end] === ESCAPE) {
              end++;
            } else if (source2[end] === "(") {
              depth++;
            } else if (source2[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length2 && depth > 0);
          if ("*+?".indexOf(source2[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source2.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at2) => {
          if (token.wildcard) {
            lastWildcard = at2;
          }
        });
        run.forEach((token, at2) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at2 === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at2)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source: source2, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source2
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last2 = prefix[prefix.length - 1];
      return last2 === TRAILING_WILDCARD ? `${head}$` : last2 === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path) => {
      const end = path.length - 1;
      const index = path.lastIndexOf(
        SLASH,
        path[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path : path.slice(index + 1);
    };
    var parentOf = (path) => {
      if (path.charCodeAt(0) === SLASH_CODE || path.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path.length - 1;
      const cut = path.lastIndexOf(
        SLASH,
        path.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count2 = 0;
      while (str[str.length - count2 - 1] === ESCAPE) {
        count2++;
      }
      return count2 % 2 === 1;
    };
    var trimEnd2 = (body, stripLineEnd) => {
      let lineEnd4 = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd4 - 1] === "\r") {
          lineEnd4--;
        }
        end = lineEnd4;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd4 = end - 1;
      }
      if (end === lineEnd4) {
        return body.slice(0, lineEnd4);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last2 = body[body.length - 1];
      if (last2 === SPACE || stripLineEnd && (last2 === "\r" || last2 === "\n")) {
        body = trimEnd2(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path) {
        const rules2 = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules2.length - 1; index >= 0; index--) {
          const rule = rules2[index];
          if (rule.checkRegex.test(path)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path, mode) {
        const rules2 = this._rules;
        const { length: length2 } = rules2;
        const shortcut = this._basenameCount * 2 >= length2;
        const basename13 = shortcut ? basenameOf(path) : path;
        for (let index = length2 - 1; index >= 0; index--) {
          const rule = rules2[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename13 : path
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message3, Ctor) => {
      throw new Ctor(message3);
    };
    var checkPath = (path, originalPath, doThrow) => {
      if (!isString(path)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path) => {
      const first = path.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path.length === 1) {
        return true;
      }
      const second = path.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path.length === 2 || path.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache2, path) {
        checkPath(
          path,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path ? this._t(path, cache2) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path = convertPath(target);
        if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path);
        }
        const dir = this._t(path, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path, cache2) {
        const cached = cache2[path];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path);
        const parent = parentPath ? this._t(parentPath, cache2) : UNDEFINED;
        return cache2[path] = parent && parent.ignored ? parent : this._rules.test(path, MODE_IGNORE);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, convertPath(path)).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, convertPath(path));
      }
    };
    var factory = (options2) => new Ignore(options2);
    var isPathValid = (path) => checkPath(convertPath(path), path, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module2.exports = factory;
    factory.default = factory;
    module2.exports.isPathValid = isPathValid;
    define(module2.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// dist/src/discover/own-files.js
function readOwnFile(path, maxBytes, within) {
  let real;
  try {
    real = (0, import_node_fs6.realpathSync)(path);
  } catch (e) {
    return { ok: false, message: whyUnresolved(path, e) };
  }
  if (within && !isInside(real, safeRealpath(within.folder) ?? within.folder)) {
    return { ok: false, message: `symbolic link pointing outside ${within.name}; not read` };
  }
  const raw = readBytes(real, maxBytes, true);
  if (!raw.ok)
    return { ok: false, message: raw.message.replace(/^could not read file: /, "") };
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok)
    return { ok: false, message: decoded.message };
  return { ok: true, text: decoded.text.replace(/^\ufeff/, "") };
}
function whyUnresolved(path, e) {
  const code2 = e.code;
  let link = false;
  try {
    link = (0, import_node_fs6.lstatSync)(path).isSymbolicLink();
  } catch {
  }
  if (link && (code2 === "ENOENT" || code2 === "ELOOP" || code2 === "ENOTDIR"))
    return "broken symbolic link (its target is missing, or it loops); not read";
  if (code2 === "ENOENT" || code2 === "ENOTDIR")
    return "no such file";
  if (code2 === "EACCES" || code2 === "EPERM")
    return "permission denied";
  return code2 ?? String(e);
}
function parseOwnJson(text2) {
  try {
    return { ok: true, data: JSON.parse(text2) };
  } catch (e) {
    return { ok: false, message: describeSyntaxError(text2, e.message) };
  }
}
function describeSyntaxError(text2, native) {
  let first;
  try {
    const errors = [];
    parse2(text2, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    first = errors[0];
  } catch {
  }
  if (first)
    return `${words(printParseErrorCode(first.error))} at ${lineColumn(text2, first.offset)}`;
  const m = /^([A-Za-z ]+) in JSON at position (\d+)/.exec(native);
  return m ? `${m[1].toLowerCase()} at ${lineColumn(text2, Number(m[2]))}` : "syntax error";
}
function words(code2) {
  return code2.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
function lineColumn(text2, offset) {
  const before = text2.slice(0, Math.min(offset, text2.length));
  const lastBreak = before.lastIndexOf("\n");
  let line = 1;
  for (let i = before.indexOf("\n"); i >= 0; i = before.indexOf("\n", i + 1))
    line++;
  return `line ${line}, column ${before.length - lastBreak}`;
}
var import_node_fs6;
var init_own_files = __esm({
  "dist/src/discover/own-files.js"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    init_main();
    init_paths();
    init_read();
  }
});

// dist/src/discover/gitignore.js
function repositoryRoot(start) {
  for (let dir = start; ; ) {
    if ((0, import_node_fs7.existsSync)((0, import_node_path3.join)(dir, ".git")))
      return dir;
    const parent = (0, import_node_path3.dirname)(dir);
    if (parent === dir)
      return void 0;
    dir = parent;
  }
}
function patternsOf(path, dir) {
  const read = readOwnFile(path, MAX_GITIGNORE_BYTES, { folder: dir, name: "its folder" });
  if (!read.ok || !read.text.trim())
    return void 0;
  return { dir, patterns: (0, import_ignore.default)({ allowRelativePaths: true, ignorecase: process.platform !== "linux" }).add(read.text) };
}
function gitIgnoresAt(root) {
  const top = repositoryRoot(root);
  if (top === void 0)
    return void 0;
  const levels = [];
  try {
    if ((0, import_node_fs7.statSync)((0, import_node_path3.join)(top, ".git")).isDirectory()) {
      const exclude = patternsOf((0, import_node_path3.join)(top, ".git", "info", "exclude"), (0, import_node_path3.join)(top, ".git", "info"));
      if (exclude)
        levels.push({ dir: top, patterns: exclude.patterns });
    }
  } catch {
  }
  const chain = [];
  for (let dir = (0, import_node_path3.dirname)(root); root !== top && dir.length >= top.length; dir = (0, import_node_path3.dirname)(dir)) {
    chain.unshift(dir);
    if (dir === top)
      break;
  }
  for (const dir of chain) {
    const level = patternsOf((0, import_node_path3.join)(dir, ".gitignore"), dir);
    if (level)
      levels.push(level);
  }
  return isGitIgnored(levels, root, true) ? [] : levels;
}
function enterFolder(parent, dir, hasGitignore) {
  if (!hasGitignore)
    return parent;
  const level = patternsOf((0, import_node_path3.join)(dir, ".gitignore"), dir);
  return level ? [...parent, level] : parent;
}
function isGitIgnored(levels, path, isDir) {
  let ignored = false;
  for (const { dir, patterns } of levels) {
    const rel = (0, import_node_path3.relative)(dir, path);
    if (!rel || rel.startsWith(".."))
      continue;
    const result2 = patterns.test((import_node_path3.sep === "/" ? rel : rel.split(import_node_path3.sep).join("/")) + (isDir ? "/" : ""));
    if (result2.ignored)
      ignored = true;
    else if (result2.unignored)
      ignored = false;
  }
  return ignored;
}
var import_node_fs7, import_node_path3, import_ignore, MAX_GITIGNORE_BYTES;
var init_gitignore = __esm({
  "dist/src/discover/gitignore.js"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    import_node_path3 = require("node:path");
    import_ignore = __toESM(require_ignore(), 1);
    init_own_files();
    MAX_GITIGNORE_BYTES = 1024 * 1024;
  }
});

// dist/src/discover/discover.js
function templateOf(name) {
  return TEMPLATE.exec(name)?.[1];
}
function isCandidate(dirName, name) {
  const real = templateOf(name) ?? name;
  return CANDIDATE_NAMES.has(real) || dirName === "mcpServers" && /\.(ya?ml|json)$/.test(real) || dirName === "hooks" && /\.(json|kiro\.hook)$/.test(real) || INSTRUCTION_NAMES.has(real) || /\.mdc?$/.test(real) || isScriptHookName(dirName, real) || real.endsWith(".toml");
}
function hostFor(path) {
  const slash = path.lastIndexOf("/");
  const template = templateOf(path.slice(slash + 1));
  const real = template === void 0 ? path : path.slice(0, slash + 1) + template;
  return hosts.find((h) => h.matches(real));
}
function discover(paths, cwd2, options2 = {}) {
  const out = { configs: [], skillDirs: /* @__PURE__ */ new Map(), notices: [], roots: [], gitignored: 0 };
  const seenFiles = /* @__PURE__ */ new Set();
  const addConfig = (path, host, given = false) => {
    if (seenFiles.has(path))
      return;
    seenFiles.add(path);
    const template = templateOf((0, import_node_path4.basename)(path));
    const maxBytes = TEXT_HOSTS.has(host.id) ? { maxBytes: MAX_TEXT_FILE_BYTES } : {};
    out.configs.push({ path, display: displayPath(path, cwd2), host, ...given ? { given } : {}, ...template ? { template } : {}, ...maxBytes });
  };
  for (const given of paths.length ? paths : ["."]) {
    const abs = (0, import_node_path4.resolve)(cwd2, given);
    let stat;
    try {
      stat = (0, import_node_fs8.statSync)(abs);
    } catch {
      throw new UsageError(`no such file or directory: ${given}`);
    }
    if (stat.isDirectory()) {
      if (!out.roots.includes(abs))
        out.roots.push(abs);
      walk(abs, abs, out, addConfig, cwd2, options2.gitignore ?? true);
    } else {
      if (!out.roots.includes(cwd2))
        out.roots.push(cwd2);
      addGivenFile(abs, cwd2, out, addConfig);
    }
  }
  return out;
}
function addGivenFile(abs, cwd2, out, addConfig) {
  const rel = displayPath(abs, cwd2);
  const display2 = rel.startsWith("../") || (0, import_node_path4.isAbsolute)(rel) ? abs.split(import_node_path4.sep).join("/") : rel;
  const vendored3 = display2.split("/").slice(0, -1).find((part) => SKIPPED_DIRS.has(part));
  if (vendored3) {
    out.notices.push({ path: abs, display: display2, message: `inside ${vendored3}/: installed packages are not scanned`, level: "note" });
    return;
  }
  const named = hostFor(slashed(abs));
  const host = named && placedHost(abs, named);
  if (host) {
    if (linksOutOf(abs, rel, cwd2))
      out.notices.push({ path: abs, display: display2, message: LINK_OUT, level: "note" });
    else if (!(0, import_node_fs8.statSync)(abs).isFile())
      out.notices.push({ path: abs, display: display2, message: "not a regular file; not read", level: "note" });
    else
      addConfig(abs, host, true);
    return;
  }
  const skill = enclosingSkill(abs, cwd2);
  if (skill) {
    out.skillDirs.set(skill, cwd2);
    return;
  }
  if (LOOKS_LIKE_CONFIG.test(abs) && !UNDER_SKILLS.test(display2)) {
    out.notices.push({ path: abs, display: display2, message: NOT_A_CONFIG, level: "note" });
  }
}
function linksOutOf(abs, rel, cwd2) {
  if (rel === ".." || rel.startsWith("../") || (0, import_node_path4.isAbsolute)(rel))
    return false;
  const real = safeRealpath(abs);
  return real !== void 0 && !isInside(real, safeRealpath(cwd2) ?? cwd2);
}
function enclosingSkill(file, limit) {
  let dir = (0, import_node_path4.basename)(file) === "SKILL.md" ? (0, import_node_path4.dirname)(file) : (0, import_node_path4.dirname)(file);
  const stop = (0, import_node_path4.resolve)(limit);
  for (; ; ) {
    try {
      if ((0, import_node_fs8.statSync)((0, import_node_path4.join)(dir, "SKILL.md")).isFile())
        return dir;
    } catch {
    }
    if (dir === stop || !dir.startsWith(stop))
      return void 0;
    const parent = (0, import_node_path4.dirname)(dir);
    if (parent === dir)
      return void 0;
    dir = parent;
  }
}
function childPath(dir, name) {
  return dir.endsWith(import_node_path4.sep) ? dir + name : dir + import_node_path4.sep + name;
}
function walk(root, start, out, addConfig, cwd2, gitignore) {
  let realRoot;
  let derive = true;
  try {
    realRoot = (0, import_node_fs8.realpathSync)(root);
  } catch {
    realRoot = root;
    derive = false;
  }
  const w = { root, realRoot, derive, visited: /* @__PURE__ */ new Set([realRoot]), stack: [], out, addConfig, cwd: cwd2 };
  const startReal = start === root ? realRoot : safeRealpath(start) ?? start;
  const ignores = gitignore ? gitIgnoresAt(start) : void 0;
  w.stack.push({ path: start, name: (0, import_node_path4.basename)(start), real: startReal, derived: false, ignores });
  while (w.stack.length)
    listFolder(w, w.stack.pop());
}
function wanted(dirName, name, path) {
  return isCandidate(dirName, name) && (name === "SKILL.md" || !!hostFor(slashed(path)));
}
function note(w, path, message3, level = "note") {
  w.out.notices.push({ path, display: displayPath(path, w.cwd), message: message3, level });
}
function listFolder(w, folder) {
  const { path: dir, derived } = folder;
  let entries;
  try {
    entries = (0, import_node_fs8.readdirSync)(dir, { withFileTypes: true });
  } catch (e) {
    if (derived && !safeRealpath(dir))
      return;
    note(w, dir, `could not list folder: ${e.code ?? e}`);
    return;
  }
  if (folder.ignores)
    folder.ignores = enterFolder(folder.ignores, dir, entries.some((e) => e.name === ".gitignore" && e.isFile()));
  for (const entry of entries) {
    if (entry.isDirectory())
      visitFolder(w, folder, entry.name);
    else if (entry.isSymbolicLink())
      visitLink(w, folder, entry.name);
    else
      visitFile(w, folder, entry);
  }
}
function visitFolder(w, folder, name) {
  const skipped = SKIPPED_DIRS.has(name);
  if (skipped && !isCandidate(folder.name, name))
    return;
  const path = childPath(folder.path, name);
  if (wanted(folder.name, name, path))
    note(w, path, "a directory, not a file; not read as a config");
  if (skipped || gitIgnored(w, folder, path, true))
    return;
  const real = w.derive ? childPath(folder.real, name) : safeRealpath(path);
  if (real && !w.visited.has(real)) {
    w.visited.add(real);
    w.stack.push({ path, name, real, derived: w.derive, ignores: folder.ignores });
  }
}
function visitLink(w, folder, name) {
  const dirName = folder.name;
  const path = childPath(folder.path, name);
  const target = safeRealpath(path);
  if (!target || !isInside(target, w.realRoot)) {
    if (wanted(dirName, name, path)) {
      const level = target && name === "SKILL.md" ? "warning" : "note";
      note(w, path, target ? LINK_OUT : "broken symbolic link (its target is missing, or it loops); not read", level);
    } else if (target && dirName === "skills" && isDirectory(target)) {
      note(w, path, "skill folder is a symbolic link pointing outside the scan root: agents load it and may run its scripts, but mcp-audit does not follow links out of the scan root; scan its target as well, or copy the skill in", "warning");
    }
    return;
  }
  let stat;
  try {
    stat = (0, import_node_fs8.statSync)(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    if (!SKIPPED_DIRS.has(name) && !w.visited.has(target) && !gitIgnored(w, folder, path, true)) {
      w.visited.add(target);
      w.stack.push({ path, name, real: target, derived: false, ignores: folder.ignores });
    }
    return;
  }
  if (!stat.isFile()) {
    if (wanted(dirName, name, path))
      note(w, path, "symbolic link to something that is not a regular file (FIFO, socket or device); not read");
    return;
  }
  if (!isCandidate(dirName, name) || gitIgnored(w, folder, path, false))
    return;
  found(w, folder.path, name, path);
}
function visitFile(w, folder, entry) {
  const name = entry.name;
  if (!isCandidate(folder.name, name))
    return;
  const path = childPath(folder.path, name);
  if (!entry.isFile()) {
    if (!wanted(folder.name, name, path))
      return;
    note(w, path, "not a regular file (FIFO, socket or device); not read");
    return;
  }
  if (gitIgnored(w, folder, path, false))
    return;
  found(w, folder.path, name, path);
}
function gitIgnored(w, folder, path, isDir) {
  if (!folder.ignores?.length || !isGitIgnored(folder.ignores, path, isDir))
    return false;
  w.out.gitignored++;
  return true;
}
function found(w, dir, name, path) {
  if (name === "SKILL.md") {
    w.out.skillDirs.set(dir, w.root);
    return;
  }
  const host = hostFor(slashed(path));
  if (host)
    w.addConfig(path, placedHost(path, host));
}
var import_node_fs8, import_node_path4, TEMPLATE, CANDIDATE_NAMES, TEXT_HOSTS, INSTRUCTION_NAMES, LINK_OUT, LOOKS_LIKE_CONFIG, UNDER_SKILLS, NOT_A_CONFIG, UsageError;
var init_discover = __esm({
  "dist/src/discover/discover.js"() {
    "use strict";
    import_node_fs8 = require("node:fs");
    import_node_path4 = require("node:path");
    init_hosts();
    init_script_hooks();
    init_read();
    init_plugins();
    init_gitignore();
    init_paths();
    TEMPLATE = /^(.+)\.(example|sample|template)$/;
    CANDIDATE_NAMES = /* @__PURE__ */ new Set([
      ".mcp.json",
      "mcp.json",
      "config.toml",
      "SKILL.md",
      "settings.json",
      "settings.local.json",
      "mcp_config.json",
      "cline_mcp_settings.json",
      "opencode.json",
      "opencode.jsonc",
      "mcp-config.json",
      "claude_desktop_config.json",
      "plugin.json",
      "gemini-extension.json",
      "devcontainer.json",
      ".devcontainer.json",
      "hooks.json",
      "tasks.json",
      "cli.json"
    ]);
    TEXT_HOSTS = /* @__PURE__ */ new Set(["instructions", "script-hooks", "claude-frontmatter"]);
    INSTRUCTION_NAMES = /* @__PURE__ */ new Set([".cursorrules", ".windsurfrules", ".clinerules", ".roorules", ".rules"]);
    LINK_OUT = "symbolic link pointing outside the scan root; not followed";
    LOOKS_LIKE_CONFIG = /\.(jsonc?|toml|ya?ml)$/i;
    UNDER_SKILLS = /(^|\/)skills\//;
    NOT_A_CONFIG = "not a config file mcp-audit knows (configs are recognised by name and folder, e.g. .mcp.json, .vscode/mcp.json, .codex/config.toml); not scanned";
    UsageError = class extends Error {
      hint;
      frame;
      /**
       * `hint`: a second line of fixed text, printed after the message: where to look next. `frame`: lines quoting the
       * input at fault (a settings file's code frame), already masked; printed line by line, escaped.
       */
      constructor(message3, hint, frame) {
        super(message3);
        this.hint = hint;
        this.frame = frame;
      }
    };
  }
});

// dist/src/model/did-you-mean.js
function editDistance(a, b, max = Infinity) {
  if (Math.abs(a.length - b.length) > max)
    return max + 1;
  let previous2 = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous2[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous2[j] + 1, current[j - 1] + 1, substitution));
    }
    previous2 = current;
  }
  return previous2[b.length];
}
function closest(word, known) {
  if (word.length > 100)
    return void 0;
  const max = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best;
  let bestDistance = max + 1;
  for (const candidate of known) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase(), max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
function didYouMean(word, known, quote = (s) => `"${s}"`) {
  const match = closest(word, known);
  return match === void 0 ? "" : `; did you mean ${quote(match)}?`;
}
var init_did_you_mean = __esm({
  "dist/src/model/did-you-mean.js"() {
    "use strict";
  }
});

// dist/src/model/printable.js
function printable(text2, keepLineBreaks = false) {
  return text2.replace(keepLineBreaks ? UNPRINTABLE_BUT_LINE_BREAKS : UNPRINTABLE, (c) => {
    const code2 = c.codePointAt(0);
    return code2 > 65535 ? `\\u{${code2.toString(16)}}` : unitEscape(code2);
  });
}
function printableLines(text2) {
  const lines = text2.split("\n");
  return lines.map((line, i) => i < lines.length - 1 && line.endsWith("\r") ? `${printable(line.slice(0, -1))}\r` : printable(line)).join("\n");
}
function printableJson(json) {
  return json.replace(RAW_IN_JSON, (c) => c.length === 2 ? unitEscape(c.charCodeAt(0)) + unitEscape(c.charCodeAt(1)) : unitEscape(c.charCodeAt(0)));
}
function printableTrace(text2, frames) {
  const at2 = text2.indexOf("\n    at ");
  const head = printable(at2 < 0 ? text2 : text2.slice(0, at2));
  if (!frames || at2 < 0)
    return head;
  return [head, ...text2.slice(at2 + 1).split("\n").map((line) => printable(line))].join("\n");
}
var UNPRINTABLE, UNPRINTABLE_BUT_LINE_BREAKS, RAW_IN_JSON, unitEscape;
var init_printable = __esm({
  "dist/src/model/printable.js"() {
    "use strict";
    UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
    UNPRINTABLE_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
    RAW_IN_JSON = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
    unitEscape = (code2) => `\\u${code2.toString(16).padStart(4, "0")}`;
  }
});

// dist/src/analysis/commands.js
function isCommand(launcher) {
  return "role" in launcher;
}
function launchers(file) {
  return file.commands?.length ? [...file.servers, ...file.commands] : file.servers;
}
function subjectOf(launcher) {
  return isCommand(launcher) ? `the ${launcher.name}` : `server "${launcher.name}"`;
}
function isUserFile(file) {
  return file.source.display.startsWith("~/");
}
function commandStrings(file) {
  return (file.commands ?? []).flatMap((command) => [command.command, ...command.args].flatMap((str) => str ? [{ str, command }] : []));
}
var init_commands = __esm({
  "dist/src/analysis/commands.js"() {
    "use strict";
  }
});

// dist/src/analysis/config-values.js
function jsonIndex(file) {
  const root = treeOf(file.source);
  const strings = [];
  const walk2 = (node, path) => {
    if (node.type === "string")
      strings.push(toStr(node, file.source.text, path));
    else if (node.type === "array")
      (node.children ?? []).forEach((child2, i) => walk2(child2, [...path, i]));
    else if (node.type === "object") {
      for (const prop2 of node.children ?? []) {
        const [key, value] = prop2.children ?? [];
        if (key && value)
          walk2(value, [...path, String(key.value)]);
      }
    }
  };
  if (root)
    walk2(root, []);
  const at2 = (path) => {
    let node = root;
    for (const seg of path) {
      if (!node)
        return void 0;
      if (typeof seg === "number")
        node = node.type === "array" ? node.children?.[seg] : void 0;
      else if (node.type !== "object")
        return void 0;
      else
        node = propertyValues(node).get(seg);
    }
    if (!node)
      return void 0;
    const out = { span: { start: node.offset, end: node.offset + node.length }, kind: node.type };
    if (node.type === "string")
      out.str = toStr(node, file.source.text, path);
    return out;
  };
  return { strings, at: at2 };
}
function propertyValues(object) {
  let values = objectValues.get(object);
  if (!values) {
    values = /* @__PURE__ */ new Map();
    for (const prop2 of object.children ?? [])
      values.set(prop2.children?.[0]?.value, prop2.children?.[1]);
    objectValues.set(object, values);
  }
  return values;
}
function tomlStr(node) {
  const str = { value: node.value, span: node.span, path: node.path, quoteLength: node.quoteLength ?? 1 };
  if (node.offsets)
    str.offsets = node.offsets;
  return str;
}
function tomlIndex(file) {
  const { nodes } = scanToml(parseableText(file.source));
  const strings = nodes.filter((n) => n.kind === "string" && n.value !== void 0).map(tomlStr);
  let tree;
  const at2 = (path) => {
    tree ??= pathTree(nodes);
    let place = tree;
    for (const segment of path)
      place = place?.children?.get(segment);
    const node = place?.node;
    if (!node)
      return void 0;
    const out = { span: node.span, kind: node.kind };
    if (node.kind === "string" && node.value !== void 0)
      out.str = tomlStr(node);
    return out;
  };
  return { strings, at: at2 };
}
function pathTree(nodes) {
  const root = {};
  for (const node of nodes) {
    if (node.kind === "table")
      continue;
    let place = root;
    for (const segment of node.path) {
      const children = place.children ??= /* @__PURE__ */ new Map();
      let next = children.get(segment);
      if (!next)
        children.set(segment, next = {});
      place = next;
    }
    place.node ??= node;
  }
  return root;
}
function modelIndex(file) {
  const strings = [];
  for (const s of file.servers) {
    if (s.command)
      strings.push(s.command);
    strings.push(...s.args, ...s.env.map((e) => e.value), ...s.headers.map((h) => h.value));
    if (s.url)
      strings.push(s.url);
  }
  return { strings, at: () => void 0 };
}
function indexOf(file) {
  let index = cache.get(file);
  if (!index) {
    index = file.syntax === "toml" ? tomlIndex(file) : file.syntax === "yaml" || file.syntax === "markdown" || file.syntax === "script" || file.syntax === "frontmatter" ? modelIndex(file) : jsonIndex(file);
    cache.set(file, index);
  }
  return index;
}
function configStrings(file) {
  const { strings } = indexOf(file);
  const scope = file.scope;
  return scope ? strings.filter((s) => scope.every((seg, i) => s.path[i] === seg)) : strings;
}
function valueAt(file, path) {
  return indexOf(file).at(path);
}
var cache, objectValues;
var init_config_values = __esm({
  "dist/src/analysis/config-values.js"() {
    "use strict";
    init_json();
    init_toml_scan();
    init_source();
    cache = /* @__PURE__ */ new WeakMap();
    objectValues = /* @__PURE__ */ new WeakMap();
  }
});

// dist/src/analysis/tool-grants.js
function judgeEntry(entry) {
  const m = /^([A-Za-z]+)(?:\(([\s\S]*)\))?$/.exec(entry.trim());
  if (!m || !SHELL_TOOLS.test(m[1]))
    return void 0;
  const pattern = m[2]?.trim();
  if (pattern === void 0 || pattern === "" || /^[*:\s]+$/.test(pattern)) {
    return { level: "error", why: "every shell command, unrestricted" };
  }
  const program = pattern.split(/[\s:]/, 1)[0].replace(/^.*[\\/]/, "").replace(/\.exe$/i, "").toLowerCase();
  const rest = pattern.slice(pattern.split(/[\s:]/, 1)[0].length).replace(/^[\s:]+/, "");
  const anyArgs = rest.startsWith("*") || /^(?:-c|-e|-m|-p|--eval|--command|-Command|\/c)\b/i.test(rest) && rest.includes("*");
  if (ELEVATE.has(program))
    return { level: "error", why: `commands run as root or administrator (${program})` };
  if (program === "*" || anyArgs && ANY_CODE.has(program))
    return { level: "error", why: `any code run through ${program}, which is every command` };
  if (NETWORK.has(program))
    return { level: "warning", why: `network commands (${program}): the agent can send data to any host or fetch code from one` };
  return void 0;
}
var ANY_CODE, ELEVATE, NETWORK, SHELL_TOOLS;
var init_tool_grants = __esm({
  "dist/src/analysis/tool-grants.js"() {
    "use strict";
    ANY_CODE = /* @__PURE__ */ new Set([
      "sh",
      "bash",
      "zsh",
      "dash",
      "ksh",
      "fish",
      "pwsh",
      "powershell",
      "cmd",
      "eval",
      "exec",
      "env",
      "xargs",
      "python",
      "python3",
      "node",
      "deno",
      "bun",
      "perl",
      "ruby",
      "php",
      "npx",
      "bunx",
      "uvx",
      "osascript"
    ]);
    ELEVATE = /* @__PURE__ */ new Set(["sudo", "doas", "su", "pkexec", "runas", "gsudo"]);
    NETWORK = /* @__PURE__ */ new Set([
      "curl",
      "wget",
      "ssh",
      "scp",
      "sftp",
      "rsync",
      "nc",
      "ncat",
      "netcat",
      "socat",
      "telnet",
      "ftp",
      "http",
      "https",
      "xh",
      "aria2c",
      "invoke-webrequest",
      "iwr",
      "invoke-restmethod",
      "irm"
    ]);
    SHELL_TOOLS = /^(?:Bash|Shell|PowerShell)$/;
  }
});

// dist/rules/auto-approve/agent.js
function reach(user, host) {
  return user ? `on this machine, in every project you open with ${host}` : `for everyone who opens this repository with ${host}`;
}
function claudeMode(data, add, user) {
  const permissions = isObject(data.permissions) ? data.permissions : void 0;
  const mode = permissions?.defaultMode;
  if (mode === "bypassPermissions") {
    add(["permissions", "defaultMode"], "error", `"defaultMode": "bypassPermissions" runs every tool call without asking ${reach(user, "Claude Code")}: shell commands, edits, web requests and MCP tools, whatever a prompt injection asks for.`, 'remove it (or set "default"); pre-approve the few narrow commands the project needs in "permissions.allow" instead');
  } else if (mode === "acceptEdits") {
    add(["permissions", "defaultMode"], "note", `"defaultMode": "acceptEdits" lets Claude Code edit files without asking ${reach(user, "Claude Code")}.`, "leave the default mode to each person (remove the key), so that edits are shown before they are made");
  } else if (mode === "auto" && !user) {
    add(["permissions", "defaultMode"], "note", '"defaultMode": "auto" has no effect here: Claude Code ignores it in project settings.', "remove it");
  }
  if (!user) {
    for (const key of ["skipDangerousModePermissionPrompt", "autoMode"]) {
      if (data[key] === void 0)
        continue;
      add([key], "note", `"${key}" has no effect in a project's settings: Claude Code reads it only from the user's own settings.`, "remove it");
    }
  }
}
function claudeAllow(data, add, user) {
  const permissions = isObject(data.permissions) ? data.permissions : void 0;
  const allow = Array.isArray(permissions?.allow) ? permissions.allow : [];
  allow.forEach((entry, i) => {
    if (typeof entry !== "string")
      return;
    const grant = judgeEntry(entry);
    if (!grant)
      return;
    add(["permissions", "allow", i], grant.level, `permission rule "${entry}" pre-approves ${grant.why}, ${reach(user, "Claude Code")}: the model runs such commands without asking, and anything it reads can steer it to them.`, 'allow only the exact commands the project needs (for example "Bash(npm test)", "Bash(git status:*)")');
  });
  const fetchAt = allow.findIndex((e) => e === "WebFetch" || e === "WebFetch(*)" || e === "WebFetch(domain:*)");
  const write = allow.find((e) => typeof e === "string" && WRITE_TOOLS.test(e));
  if (fetchAt >= 0 && write) {
    add(["permissions", "allow", fetchAt], "warning", `permission rule "${String(allow[fetchAt])}" lets the model fetch any web page without asking, and "${write}" lets it act on what the page says without asking too: a page that carries instructions is a prompt injection with nobody in the loop.`, 'allow WebFetch only for the domains the project needs ("WebFetch(domain:docs.example.com)"), or drop the write tools from "allow"');
  }
  const dirs = Array.isArray(permissions?.additionalDirectories) ? permissions.additionalDirectories : [];
  dirs.forEach((dir, i) => {
    if (typeof dir !== "string" || !/^(?:\/|~\/?|\$HOME\/?|[A-Za-z]:[\\/]?)$/.test(dir.trim()))
      return;
    add(["permissions", "additionalDirectories", i], "warning", `"additionalDirectories" gives Claude Code "${dir}", ${dir.trim().startsWith("/") || /^[A-Za-z]:/.test(dir.trim()) ? "the whole file system" : "the whole home folder"} (SSH keys, cloud credentials, other projects), ${reach(user, "Claude Code")}.`, "list only the folders the project needs beside its own");
  });
}
function claudeAgent(data, add, user) {
  claudeMode(data, add, user);
  claudeAllow(data, add, user);
}
function codexAgent(data, add, user) {
  const fullAccess = data.sandbox_mode === "danger-full-access";
  if (data.approval_policy === "never") {
    add(["approval_policy"], fullAccess ? "error" : "warning", `approval_policy = "never" runs every command without asking ${reach(user, "Codex")}${fullAccess ? ', and sandbox_mode = "danger-full-access" takes away the sandbox that would have bounded them: whatever the model is steered to run, runs with your full rights' : "; only the sandbox bounds what it can do"}.`, 'use "on-request" (or "untrusted"), so that commands outside the sandbox are shown before they run');
  }
  if (fullAccess) {
    add(["sandbox_mode"], "warning", `sandbox_mode = "danger-full-access" runs Codex's commands without a sandbox ${reach(user, "Codex")}: full access to the file system and the network.`, 'use "workspace-write" (or "read-only")');
  }
}
function asShellRule(entry) {
  const m = /^run_shell_command(?:\(([\s\S]*)\))?$/.exec(entry.trim());
  if (!m)
    return void 0;
  return m[1] === void 0 ? "Bash" : `Bash(${m[1].trim()} *)`;
}
function geminiAgent(data, add, user) {
  const general = isObject(data.general) ? data.general : void 0;
  const mode = general?.defaultApprovalMode;
  if (mode === "yolo" || mode === "auto_edit") {
    add(["general", "defaultApprovalMode"], mode === "yolo" ? "error" : "note", mode === "yolo" ? `"defaultApprovalMode": "yolo" asks Gemini CLI to run every tool call without confirmation ${reach(user, "Gemini CLI")} (current releases take yolo only from --yolo, older ones from here).` : `"defaultApprovalMode": "auto_edit" lets Gemini CLI edit files without confirmation ${reach(user, "Gemini CLI")}.`, "remove it, so that each person chooses the approval mode on the command line");
  }
  const tools = isObject(data.tools) ? data.tools : void 0;
  for (const [at2, list] of [[["tools", "allowed"], tools?.allowed], [["allowedTools"], data.allowedTools]]) {
    if (!Array.isArray(list))
      continue;
    list.forEach((entry, i) => {
      const rule = typeof entry === "string" ? asShellRule(entry) : void 0;
      const grant = rule ? judgeEntry(rule) : void 0;
      if (!grant)
        return;
      add([...at2, i], grant.level, `"${String(entry)}" pre-approves ${grant.why} (Gemini CLI matches it as a command prefix), ${reach(user, "Gemini CLI")}: they run without confirmation.`, 'allow only the exact commands the project needs (for example "run_shell_command(npm test)")');
    });
  }
  for (const at2 of [["tools", "autoAccept"], ["autoAccept"]]) {
    const value = at2.length === 2 ? tools?.autoAccept : data.autoAccept;
    if (value !== true)
      continue;
    add(at2, "note", `"${at2.join(".")}" was removed from Gemini CLI (February 2026) and has no effect in current releases; older ones auto-accept "safe" tool calls with it.`, "remove it");
  }
}
function cursorCliAgent(data, add, user) {
  const permissions = isObject(data.permissions) ? data.permissions : void 0;
  const allow = Array.isArray(permissions?.allow) ? permissions.allow : [];
  allow.forEach((entry, i) => {
    const m = typeof entry === "string" ? /^Shell\(([\s\S]*)\)$/.exec(entry.trim()) : null;
    if (!m)
      return;
    const pattern = m[1].trim();
    const grant = judgeEntry(/^[*\s]*$/.test(pattern) ? "Bash(*)" : `Bash(${pattern} *)`);
    if (!grant)
      return;
    add(["permissions", "allow", i], grant.level, `"${String(entry)}" pre-approves ${grant.why}, ${reach(user, "the Cursor CLI")}: the agent runs them without asking.`, "allow only the exact commands the project needs");
  });
}
var isObject, WRITE_TOOLS;
var init_agent = __esm({
  "dist/rules/auto-approve/agent.js"() {
    "use strict";
    init_tool_grants();
    isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    WRITE_TOOLS = /^(?:Write|Edit|MultiEdit|NotebookEdit|Bash)(?:\(|$)/;
  }
});

// dist/src/analysis/secret-names.js
function nameWords(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ").split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
}
function secretKeyKind(name) {
  const words2 = nameWords(name);
  const last2 = words2[words2.length - 1];
  if (last2 === void 0 || NOT_SECRET_LAST.has(last2))
    return void 0;
  if (words2.some((w) => PUBLIC_WORDS.has(w)))
    return void 0;
  if (words2.some((w) => PASSWORD_WORDS.has(w) || /(?:password|passwd|passphrase)$/.test(w)) || PASSWORD_LAST.has(last2))
    return "password";
  if (words2.some((w) => SECRET_WORDS.has(w) || /(?:token|tokens|secret|apikey)$/.test(w)))
    return "secret";
  if (last2 === "key" || last2 === "auth")
    return "secret";
  if (words2.some((w, i) => w === "key" && KEY_QUALIFIERS.has(words2[i - 1] ?? "")))
    return "secret";
  return void 0;
}
function isAuthorizationHeader(name) {
  return /^(?:proxy-)?authorization$/i.test(name.trim());
}
var ENV_NAME, NOT_SECRET_LAST, PUBLIC_WORDS, PASSWORD_WORDS, PASSWORD_LAST, SECRET_WORDS, KEY_QUALIFIERS;
var init_secret_names = __esm({
  "dist/src/analysis/secret-names.js"() {
    "use strict";
    ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
    NOT_SECRET_LAST = /* @__PURE__ */ new Set([
      "id",
      "ids",
      "file",
      "files",
      "path",
      "paths",
      "dir",
      "directory",
      "url",
      "uri",
      "urls",
      "endpoint",
      "host",
      "hostname",
      "port",
      "name",
      "names",
      "type",
      "env",
      "var",
      "variable",
      "header",
      "prefix",
      "suffix",
      "length",
      "len",
      "ttl",
      "expiry",
      "expires",
      "expiration",
      "enabled",
      "disabled",
      "enable",
      "disable",
      "required",
      "mode",
      "scope",
      "scopes",
      "version",
      "region",
      "format",
      "user",
      "username",
      "login",
      "count",
      "limit",
      "limits",
      "timeout",
      "location",
      "store",
      "helper",
      "command",
      "cmd",
      "field",
      "param",
      "algorithm",
      "alg",
      "policy",
      "source",
      "provider",
      "method",
      "issuer",
      "audience",
      "kind",
      "label",
      "hint",
      "help",
      "description",
      "interval",
      "seconds",
      "secs",
      "ms",
      "minutes",
      "days",
      "size",
      "max",
      "min",
      "hash",
      "budget",
      "usage",
      "cache",
      "storage",
      "manager",
      "vault",
      "arn",
      "ref",
      "version"
    ]);
    PUBLIC_WORDS = /* @__PURE__ */ new Set(["public", "publishable", "anon", "pub"]);
    PASSWORD_WORDS = /* @__PURE__ */ new Set(["password", "passwd", "passphrase", "pwd", "dbpassword", "dbpass"]);
    PASSWORD_LAST = /* @__PURE__ */ new Set(["pass", "pw"]);
    SECRET_WORDS = /* @__PURE__ */ new Set([
      "token",
      "tokens",
      "secret",
      "secrets",
      "apikey",
      "apitoken",
      "accesstoken",
      "authtoken",
      "secretkey",
      "privatekey",
      "accesskey",
      "clientsecret",
      "credential",
      "credentials",
      "creds",
      "pat",
      "bearer",
      "authorization",
      "sessionkey"
    ]);
    KEY_QUALIFIERS = /* @__PURE__ */ new Set(["api", "access", "secret", "private", "client", "master", "signing", "encryption", "service", "admin", "auth", "license"]);
  }
});

// dist/rules/auto-approve.js
function isWriteTool(name, launch2 = "") {
  const words2 = nameWords(name);
  if (!words2.length || READ_VERBS.has(words2[0]))
    return false;
  if (words2[0] === "query" || words2.includes("sparql"))
    return WRITABLE_DATABASE.test(launch2);
  return words2.some((w) => [w, w.replace(/s$/, ""), w.replace(/es$/, ""), w.replace(/e?d$/, ""), w.replace(/ing$/, "")].some((v) => WRITE_VERBS.has(v)));
}
function quoteList(names) {
  const shown = names.slice(0, 5).map((n) => `"${n}"`).join(", ");
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}
function serverLookup(servers) {
  let byPath;
  return (path) => {
    if (!byPath) {
      byPath = /* @__PURE__ */ new Map();
      for (const [i, s] of servers.entries())
        if (!byPath.has(JSON.stringify(s.path)))
          byPath.set(JSON.stringify(s.path), i);
    }
    let first;
    for (let k = 0; k <= path.length; k++) {
      const i = byPath.get(JSON.stringify(path.slice(0, k)));
      if (i !== void 0 && (first === void 0 || i < first))
        first = i;
    }
    return first === void 0 ? void 0 : servers[first];
  };
}
function codex2(data, add) {
  const servers = data.mcp_servers;
  if (!isObject2(servers))
    return;
  for (const [name, entry] of Object.entries(servers)) {
    if (!isObject2(entry))
      continue;
    if (entry.default_tools_approval_mode === "approve") {
      add(["mcp_servers", name, "default_tools_approval_mode"], "warning", `server "${name}": default_tools_approval_mode = "approve" lets the model call every tool of this server without asking, writes and deletions included.`, `use "prompt", or approve single read-only tools with [mcp_servers.${name}.tools.<tool>] approval_mode = "approve"`);
    }
    if (entry.approval_mode === "approve") {
      add(["mcp_servers", name, "approval_mode"], "warning", `server "${name}": approval_mode = "approve" is meant to let the model call this server's tools without asking, but Codex does not read approval_mode on a server, so as written it has no effect.`, `delete it; if approving every call is really wanted, that is default_tools_approval_mode (better: approve single read-only tools with [mcp_servers.${name}.tools.<tool>] approval_mode = "approve")`);
    }
    if (!isObject2(entry.tools))
      continue;
    for (const [tool, settings] of Object.entries(entry.tools)) {
      if (!isObject2(settings) || settings.approval_mode !== "approve" || !isWriteTool(tool, launchText(entry)))
        continue;
      add(["mcp_servers", name, "tools", tool, "approval_mode"], "warning", `server "${name}": tool "${tool}" is approved in advance (approval_mode = "approve"), and its name says it changes something: the model can call it without asking.`, 'remove approval_mode here (or set "prompt") so that each call is shown before it runs');
    }
  }
}
function launchText(entry) {
  const parts = [entry.command, ...Array.isArray(entry.args) ? entry.args : [], entry.url, entry.httpUrl, entry.serverUrl];
  return parts.filter((p) => typeof p === "string").join(" ");
}
function geminiAliasEntries(data, aliases, add) {
  for (const at2 of GEMINI_TOOL_LISTS) {
    let list = data;
    for (const key of at2)
      list = isObject2(list) ? list[key] : void 0;
    if (!Array.isArray(list))
      continue;
    list.forEach((item, i) => {
      if (typeof item !== "string")
        return;
      const alias = aliases.find((a) => item.startsWith(`mcp_${a}_`) || item === `mcp_${a}` || item.startsWith(`${a}__`));
      if (!alias)
        return;
      const excluding = at2[at2.length - 1] === "exclude" || at2[0] === "excludeTools";
      add([...at2, i], "note", `"${item}" names a tool of server "${alias}", whose alias contains "_": Gemini CLI splits a tool name at the first underscore after "mcp_", so this entry matches no tool of that server${excluding ? " and the tool it means to exclude stays available" : ""}.`, `rename the server to "${alias.replace(/_/g, "-")}" (in "mcpServers" and in this entry)`);
    });
  }
}
function gemini2(data, add) {
  if (!isObject2(data.mcpServers))
    return;
  geminiAliasEntries(data, Object.keys(data.mcpServers).filter((a) => a.includes("_")), add);
  for (const [name, entry] of Object.entries(data.mcpServers)) {
    if (!isObject2(entry) || entry.trust !== true)
      continue;
    add(["mcpServers", name, "trust"], "warning", `server "${name}": "trust": true makes Gemini CLI skip the confirmation for every tool call to this server, writes and deletions included.`, 'remove "trust" (or set it to false); to hide tools the model should not use, list them in "excludeTools"');
  }
}
function lists(data, key, add) {
  if (!isObject2(data.mcpServers))
    return;
  for (const [name, entry] of Object.entries(data.mcpServers)) {
    if (!isObject2(entry) || !Array.isArray(entry[key]))
      continue;
    const names = entry[key];
    const launch2 = launchText(entry);
    const risky = names.map((n, i) => ({ n, i })).filter((x) => typeof x.n === "string" && (x.n.includes("*") || isWriteTool(x.n, launch2)));
    if (!risky.length)
      continue;
    const all = risky.some((r) => r.n.includes("*"));
    const what2 = all ? "every tool of this server (a wildcard)" : `tools that change things: ${quoteList(risky.map((r) => r.n))}`;
    add(["mcpServers", name, key, risky[0].i], "warning", `server "${name}": "${key}" approves ${what2}; the model can call ${all ? "them" : "these"} without asking.`, `keep only read-only tools in "${key}"`);
  }
}
function mcpPermission(entry) {
  if (!entry.startsWith("mcp__") || /[\n\r\u2028\u2029]/.test(entry))
    return void 0;
  const rest = entry.slice("mcp__".length);
  const split = rest.indexOf("__", 1);
  if (split < 0)
    return rest ? { server: rest, tool: void 0 } : void 0;
  return { server: rest.slice(0, split), tool: rest.slice(split + 2) };
}
function claudeSettings2(data, add) {
  if (data.enableAllProjectMcpServers === true) {
    add(["enableAllProjectMcpServers"], "warning", `"enableAllProjectMcpServers": true starts every server in the project's .mcp.json without asking, including servers a later commit adds or changes.`, 'remove it and approve project servers one by one when Claude Code asks (or list them in "enabledMcpjsonServers")');
  }
  const enabled = data.enabledMcpjsonServers;
  if (Array.isArray(enabled) && enabled.some((n) => typeof n === "string")) {
    add(["enabledMcpjsonServers"], "note", `"enabledMcpjsonServers" approves ${quoteList(enabled.filter((n) => typeof n === "string"))} from .mcp.json by name: a later change to such a server's command or URL starts without asking.`, "review changes to these servers in .mcp.json as carefully as code");
  }
  const allow = isObject2(data.permissions) ? data.permissions.allow : void 0;
  if (!Array.isArray(allow))
    return;
  allow.forEach((entry, i) => {
    const m = typeof entry === "string" ? mcpPermission(entry) : void 0;
    if (!m)
      return;
    const { server, tool } = m;
    if (tool === void 0 || tool.includes("*") || server.includes("*")) {
      add(["permissions", "allow", i], "warning", `permission rule "${entry}" lets the model call every tool of ${server.includes("*") ? "every MCP server" : `the MCP server "${server}"`} without asking, writes and deletions included.`, "allow single read-only tools instead (mcp__<server>__<tool>)");
    } else if (isWriteTool(tool)) {
      add(["permissions", "allow", i], "warning", `permission rule "${entry}" lets the model call "${tool}" of the MCP server "${server}" without asking, and its name says it changes something.`, "remove the rule so that each call is shown before it runs");
    }
  });
}
var WRITE_VERBS, READ_VERBS, WRITABLE_DATABASE, isObject2, LIST_KEY, autoApprove, GEMINI_TOOL_LISTS;
var init_auto_approve = __esm({
  "dist/rules/auto-approve.js"() {
    "use strict";
    init_commands();
    init_config_values();
    init_agent();
    init_secret_names();
    WRITE_VERBS = /* @__PURE__ */ new Set([
      "write",
      "create",
      "update",
      "upsert",
      "delete",
      "remove",
      "push",
      "merge",
      "exec",
      "execute",
      "run",
      "deploy",
      "drop",
      "insert",
      "send",
      "post",
      "put",
      "patch",
      "edit",
      "modify",
      "set",
      "move",
      "rename",
      "upload",
      "publish",
      "commit",
      "apply",
      "install",
      "uninstall",
      "kill",
      "terminate",
      "destroy",
      "truncate",
      "shell",
      "command",
      "eval",
      "evaluate",
      "invoke",
      "transfer",
      "close",
      "add",
      "click",
      "fill",
      "submit",
      "fork",
      "comment",
      "approve",
      "revoke",
      "grant",
      // state changes of issue trackers and workflow tools: `change_status`, `assign_issue`, `transition_issue`
      "change",
      "assign",
      "unassign",
      "transition",
      "archive",
      "unarchive",
      "reopen",
      "toggle",
      "enable",
      "disable",
      "reset",
      "lock",
      "unlock",
      "reject"
    ]);
    READ_VERBS = /* @__PURE__ */ new Set(["get", "list", "read", "search", "find", "fetch", "describe", "show", "view", "lookup", "count", "check"]);
    WRITABLE_DATABASE = /(?:postgres|\bpg\b|mysql|mariadb|sqlite|mssql|sql-?server|mongo|supabase|\bneon\b|clickhouse|duckdb|motherduck|redis|cockroach|snowflake|bigquery|oracle|dbhub|prisma|\bsql\b)/i;
    isObject2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    LIST_KEY = { cline: "autoApprove", kiro: "autoApprove", "amazon-q": "autoApprove", roo: "alwaysAllow" };
    autoApprove = {
      meta: {
        id: "auto-approve",
        level: "warning",
        description: 'Tool calls approved in advance: a whole server (Codex "approve", Gemini trust, "*", Claude Code enableAllProjectMcpServers) or tools that write, delete or run.',
        precision: "high",
        securitySeverity: "7.1",
        tags: ["security", "human-in-the-loop", "prompt-injection"],
        fixable: "none",
        owasp: ["MCP02:2025", "MCP06:2025"]
      },
      checkConfig(file) {
        const data = file.data;
        if (!isObject2(data))
          return [];
        const out = [];
        const serverAt = serverLookup(file.servers);
        const add = (path, level, message3, advice) => {
          const at2 = valueAt(file, path);
          const server = serverAt(path);
          const span = at2?.span ?? server?.nameSpan ?? { start: 0, end: 0 };
          out.push({ message: message3, span, path, level, suggestions: [{ description: advice, safe: false, edits: [] }] });
        };
        const user = isUserFile(file);
        const agentAdd = user ? (path, level, message3, advice) => add(path, level === "error" ? "warning" : "note", message3, advice) : add;
        if (file.host === "codex")
          codex2(data, add), codexAgent(data, agentAdd, user);
        else if (file.host === "gemini")
          gemini2(data, add), geminiAgent(data, agentAdd, user);
        else if (file.host === "claude-settings")
          claudeSettings2(data, add), claudeAgent(data, agentAdd, user);
        else if (file.host === "cursor-cli")
          cursorCliAgent(data, agentAdd, user);
        else if (LIST_KEY[file.host])
          lists(data, LIST_KEY[file.host], add);
        return out;
      }
    };
    GEMINI_TOOL_LISTS = [["tools", "exclude"], ["tools", "allowed"], ["tools", "core"], ["excludeTools"], ["allowedTools"], ["coreTools"]];
  }
});

// dist/src/analysis/host-paths.js
function withoutTrailingSlashes(path) {
  let end = path.length;
  while (end > 1 && path[end - 1] === "/")
    end--;
  return path.slice(0, end);
}
function classifyHostPath(source2) {
  if (!/^(?:[/~$%.\\]|[A-Za-z]:)/.test(source2))
    return void 0;
  const path = withoutTrailingSlashes(source2.replace(/\\/g, "/"));
  if (SOCKET.test(path))
    return { kind: "socket", path };
  if (path === "/" || /^[A-Za-z]:\/?$/.test(path))
    return { kind: "root", path };
  const home = HOME.exec(path);
  if (home) {
    const rest = path.slice(home[0].length).replace(/^\/+/, "");
    if (rest === "" || rest === ".")
      return { kind: "home", path };
    if (CREDENTIALS.some((c) => rest === c || rest.startsWith(`${c}/`)))
      return { kind: "credentials", path };
    return void 0;
  }
  if (SYSTEM.has(path.toLowerCase()))
    return { kind: "system", path };
  return void 0;
}
var HOME, CREDENTIALS, SYSTEM, SOCKET;
var init_host_paths = __esm({
  "dist/src/analysis/host-paths.js"() {
    "use strict";
    HOME = /^(?:~|\$HOME|\$\{HOME\}|\$\{env:(?:HOME|USERPROFILE)\}|\$\{userHome\}|\$env:(?:HOME|USERPROFILE)|%USERPROFILE%|%HOMEPATH%|\/root|(?:[A-Za-z]:|\/mnt\/[a-z]|\/[a-z])?\/(?:Users|home)\/[^/]+)(?=\/|$)/i;
    CREDENTIALS = [".ssh", ".aws", ".kube", ".config/gcloud", ".azure", ".docker", ".gnupg", ".config/gh", ".netrc", ".git-credentials", ".npmrc", ".pypirc"];
    SYSTEM = /* @__PURE__ */ new Set(["/etc", "/proc", "/sys", "/dev", "/boot", "/var/lib/docker", "/home", "/users", "c:/users"]);
    SOCKET = /(?:^|\/)(?:docker|podman)\.sock$|^\/(?:var\/)?run$|^\/\/\.\/pipe\/docker_engine$/i;
  }
});

// dist/src/analysis/shell.js
function strToken(str, argIndex) {
  const map = new Array(str.value.length + 1);
  for (let i = 0; i < map.length; i++)
    map[i] = i;
  const token = { value: str.value, str, start: 0, end: str.value.length, map, whole: true, span: valueSpan(str) };
  if (argIndex !== void 0)
    token.argIndex = argIndex;
  return token;
}
function tokenSpan(token, from = 0, to = token.value.length) {
  return valueSpan(token.str, token.map[from], token.map[to]);
}
function sliceToken(token, from, to = token.value.length) {
  const start = token.map[from];
  const end = token.map[to];
  const sub = {
    value: token.value.slice(from, to),
    str: token.str,
    start,
    end,
    map: token.map.slice(from, to + 1),
    whole: token.whole && from === 0 && to === token.value.length,
    span: valueSpan(token.str, start, end)
  };
  if (token.argIndex !== void 0)
    sub.argIndex = token.argIndex;
  return sub;
}
function tokenize(source2, dialect = "posix") {
  const text2 = source2.value;
  const operators = OPERATOR_CHARS[dialect];
  const out = [];
  const s = { text: text2, i: 0, chars: [], map: [], valueEnd: 0 };
  while (s.i < text2.length) {
    const c = text2[s.i];
    if (c === " " || c === "	")
      s.i++;
    else if (c === "\n" || c === "\r") {
      out.push({ op: "\n" });
      s.i++;
    } else if (dialect !== "cmd" && c === "#")
      skipComment(s);
    else if (operators.includes(c))
      out.push({ op: readOperator(s) });
    else {
      const word = readWord(source2, s, dialect);
      if (word)
        out.push({ word });
    }
  }
  return out;
}
function skipComment(s) {
  while (s.i < s.text.length && s.text[s.i] !== "\n" && s.text[s.i] !== "\r")
    s.i++;
}
function readOperator(s) {
  const two = s.text.slice(s.i, s.i + 2);
  const op = TWO_CHAR_OPERATORS.has(two) ? two : s.text[s.i];
  s.i += op.length;
  return op;
}
function readWord(source2, s, dialect) {
  const { text: text2 } = s;
  const operators = OPERATOR_CHARS[dialect];
  const readQuoting = QUOTING[dialect];
  const start = s.i;
  s.chars = [];
  s.map = [];
  s.valueEnd = start;
  while (s.i < text2.length) {
    const ch = text2[s.i];
    if (ch === " " || ch === "	" || ch === "\n" || ch === "\r" || operators.includes(ch))
      break;
    if (!readQuoting(s, ch)) {
      addChar(s, ch, s.i, s.i + 1);
      s.i++;
    }
  }
  const raw = text2.slice(start, s.i);
  if (/^\d+$/.test(raw) && (text2[s.i] === "<" || text2[s.i] === ">"))
    return void 0;
  if (!s.chars.length && !/["']/.test(raw))
    return void 0;
  return subToken(source2, start, s.i, s.chars.join(""), s.map, s.chars.length ? s.valueEnd : s.i);
}
function readPosixQuoting(s, ch) {
  const { text: text2 } = s;
  if (ch === "\\" && s.i + 1 < text2.length) {
    if (text2[s.i + 1] === "\n")
      s.i += 2;
    else
      escapeNext(s);
  } else if (ch === "'")
    readLiteralQuotes(s, "'");
  else if (ch === '"')
    readPosixDoubleQuotes(s);
  else if (ch === "$" && (text2[s.i + 1] === "(" || text2[s.i + 1] === "{"))
    s.i = copySubstitution(s, s.i);
  else if (ch === "`")
    readBackquotes(s);
  else
    return false;
  return true;
}
function readCmdQuoting(s, ch) {
  if (ch === "^" && s.i + 1 < s.text.length)
    escapeNext(s);
  else if (ch === '"')
    readLiteralQuotes(s, '"');
  else
    return false;
  return true;
}
function readPowershellQuoting(s, ch) {
  if (ch === "`" && s.i + 1 < s.text.length)
    escapeNext(s);
  else if (ch === "'" || ch === '"')
    readPowershellQuotes(s, ch);
  else
    return false;
  return true;
}
function readLiteralQuotes(s, quote) {
  const { text: text2 } = s;
  let j = s.i + 1;
  while (j < text2.length && text2[j] !== quote)
    j++;
  copyLiteral(s, s.i + 1, j);
  s.i = Math.min(j + 1, text2.length);
}
function readPosixDoubleQuotes(s) {
  const { text: text2 } = s;
  const n = text2.length;
  let j = s.i + 1;
  while (j < n && text2[j] !== '"') {
    if (text2[j] === "\\" && j + 1 < n && '$`"\\\n'.includes(text2[j + 1])) {
      if (text2[j + 1] !== "\n")
        addChar(s, text2[j + 1], j, j + 2);
      j += 2;
    } else if (text2[j] === "$" && (text2[j + 1] === "(" || text2[j + 1] === "{")) {
      j = copySubstitution(s, j);
    } else {
      addChar(s, text2[j], j, j + 1);
      j++;
    }
  }
  s.i = Math.min(j + 1, n);
}
function copySubstitution(s, at2) {
  const { text: text2 } = s;
  const open = text2[at2 + 1];
  const close = open === "(" ? ")" : "}";
  let depth = 0;
  let k = at2 + 1;
  while (k < text2.length) {
    const x = text2[k];
    k++;
    if (x === open)
      depth++;
    else if (x === close && --depth === 0)
      break;
  }
  copyLiteral(s, at2, k);
  return k;
}
function readBackquotes(s) {
  const j = s.text.indexOf("`", s.i + 1);
  const stop = j < 0 ? s.text.length : j + 1;
  copyLiteral(s, s.i, stop);
  s.i = stop;
}
function readPowershellQuotes(s, quote) {
  const { text: text2 } = s;
  const n = text2.length;
  let j = s.i + 1;
  while (j < n) {
    if (text2[j] === quote && text2[j + 1] === quote) {
      addChar(s, quote, j, j + 2);
      j += 2;
    } else if (text2[j] === quote)
      break;
    else if (quote === '"' && text2[j] === "`" && j + 1 < n) {
      addChar(s, text2[j + 1], j, j + 2);
      j += 2;
    } else {
      addChar(s, text2[j], j, j + 1);
      j++;
    }
  }
  s.i = Math.min(j + 1, n);
}
function escapeNext(s) {
  addChar(s, s.text[s.i + 1], s.i, s.i + 2);
  s.i += 2;
}
function copyLiteral(s, from, to) {
  for (let k = from; k < to; k++)
    addChar(s, s.text[k], k, k + 1);
}
function addChar(s, ch, from, to) {
  s.chars.push(ch);
  s.map.push(from);
  s.valueEnd = to;
}
function subToken(parent, rawStart, rawEnd, value, map, valueEnd) {
  const start = parent.map[rawStart];
  const end = parent.map[rawEnd];
  const token = {
    value,
    str: parent.str,
    start,
    end,
    map: [...map.map((k) => parent.map[k]), parent.map[valueEnd]],
    whole: false,
    span: valueSpan(parent.str, start, end)
  };
  if (parent.argIndex !== void 0)
    token.argIndex = parent.argIndex;
  return token;
}
function simpleCommands(pieces) {
  const commands = [];
  let current = [];
  let skipNext = false;
  for (const piece of pieces) {
    if ("op" in piece) {
      if (REDIRECTIONS.test(piece.op)) {
        skipNext = true;
        continue;
      }
      if (current.length)
        commands.push(current);
      current = [];
      continue;
    }
    if (skipNext) {
      skipNext = false;
      continue;
    }
    current.push(piece.word);
  }
  if (current.length)
    commands.push(current);
  return commands;
}
function programName(command) {
  const base3 = command.replace(/(?<![\\/])[\\/]+$/, "").split(/[\\/]/).pop() ?? "";
  return base3.toLowerCase().replace(/\.(?:exe|cmd|bat|ps1|com)$/, "");
}
var OPERATOR_CHARS, TWO_CHAR_OPERATORS, QUOTING, REDIRECTIONS;
var init_shell = __esm({
  "dist/src/analysis/shell.js"() {
    "use strict";
    init_source();
    OPERATOR_CHARS = { posix: ";&|()<>", cmd: "&|()<>", powershell: ";&|<>" };
    TWO_CHAR_OPERATORS = /* @__PURE__ */ new Set(["&&", "||", ";;", ">>", "<<", ">&", "<&", "&>", "|&"]);
    QUOTING = {
      posix: readPosixQuoting,
      cmd: readCmdQuoting,
      powershell: readPowershellQuoting
    };
    REDIRECTIONS = /^(?:[<>]|>>|<<|>&|<&|&>)$/;
  }
});

// dist/src/analysis/launch-words.js
function envAssignment(token) {
  const eq = token.value.indexOf("=");
  if (eq < 0)
    return { name: token.value, value: void 0, token };
  return { name: token.value.slice(0, eq), value: token.value.slice(eq + 1), token, valueSpan: tokenSpan(token, eq + 1) };
}
function isCommandLine(token) {
  const value = token.value.trim();
  if (!/[\s"'&|;]/.test(value))
    return false;
  return !(PROGRAMS.has(programName(value)) && !/["'&|;]/.test(value));
}
function scanOptions(words2, i, valued, out) {
  while (i < words2.length) {
    const word = words2[i];
    const v = word.value;
    if (v === "--") {
      out.push({ name: "--", tokens: [word] });
      return i + 1;
    }
    if (!v.startsWith("-") || v === "-")
      return i;
    if (v.startsWith("--")) {
      const eq = v.indexOf("=");
      if (eq > 0)
        out.push({ name: v.slice(0, eq), value: sliceToken(word, eq + 1), tokens: [word] });
      else if ((valued.has(v) || SCOPED_REGISTRY.test(v)) && i + 1 < words2.length) {
        out.push({ name: v, value: words2[i + 1], tokens: [word, words2[i + 1]] });
        i++;
      } else
        out.push({ name: v, tokens: [word] });
      i++;
      continue;
    }
    for (let k = 1; k < v.length; k++) {
      const name = `-${v[k]}`;
      if (!valued.has(name)) {
        out.push({ name, tokens: [word] });
        continue;
      }
      if (k + 1 < v.length)
        out.push({ name, value: sliceToken(word, k + 1 + (v[k + 1] === "=" ? 1 : 0)), tokens: [word] });
      else if (i + 1 < words2.length) {
        out.push({ name, value: words2[i + 1], tokens: [word, words2[i + 1]] });
        i++;
      } else
        out.push({ name, tokens: [word] });
      break;
    }
    i++;
  }
  return i;
}
function subcommand(words2, valued, names, then) {
  const pre = [];
  const k = scanOptions(words2, 0, valued, pre);
  const sub = words2[k];
  if (!sub || !names.includes(sub.value) || pre.some((o) => o.name === "--"))
    return [];
  return then(pre, words2.slice(k + 1));
}
var SHELLS, PREFIX_COMMANDS, CONTAINER_ENGINES, PROGRAMS, SCOPED_REGISTRY;
var init_launch_words = __esm({
  "dist/src/analysis/launch-words.js"() {
    "use strict";
    init_shell();
    SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ash", "ksh", "mksh", "fish"]);
    PREFIX_COMMANDS = /* @__PURE__ */ new Set(["exec", "command", "nohup", "time", "nice", "sudo", "doas", "pkexec", "gsudo"]);
    CONTAINER_ENGINES = /* @__PURE__ */ new Set(["docker", "podman", "nerdctl", "finch"]);
    PROGRAMS = /* @__PURE__ */ new Set([
      "env",
      "cmd",
      "powershell",
      "pwsh",
      "wsl",
      "su",
      "runas",
      ...SHELLS,
      ...PREFIX_COMMANDS,
      ...CONTAINER_ENGINES,
      "npx",
      "bunx",
      "bun",
      "pnpm",
      "pnpx",
      "yarn",
      "npm",
      "uvx",
      "uv",
      "pipx"
    ]);
    SCOPED_REGISTRY = /^--@[^\s/=]+:registry$/;
  }
});

// dist/src/analysis/launch-wrappers.js
function shellWrapper(words2, ctx) {
  let k = 0;
  let script;
  let command = false;
  while (k < words2.length && !script) {
    const v = words2[k].value;
    if (v === "--" || v === "-") {
      k++;
      break;
    }
    if (v === "--command") {
      script = words2[k + 1];
      break;
    }
    if (v.startsWith("--command=")) {
      script = sliceToken(words2[k], "--command=".length);
      break;
    }
    if (v.startsWith("--")) {
      k += v === "--rcfile" || v === "--init-file" || v === "--init-command" ? 2 : 1;
      continue;
    }
    if (/^[-+][A-Za-z]+$/.test(v)) {
      if (v[0] === "-" && v.includes("c"))
        command = true;
      k += /[oO]/.test(v) ? 2 : 1;
      continue;
    }
    break;
  }
  if (!script && command)
    script = words2[k];
  if (!script)
    return [];
  return simpleCommands(tokenize(script, "posix")).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}
function prefixCommand(prog2, words2, ctx) {
  const options2 = [];
  const k = scanOptions(words2, 0, PREFIX_VALUED[prog2] ?? /* @__PURE__ */ new Set(), options2);
  if (prog2 === "command" && options2.some((o) => o.name === "-v" || o.name === "-V"))
    return [];
  return ctx.analyze(words2.slice(k), ctx, false);
}
function envWrapper(words2, ctx) {
  let k = 0;
  let split = [];
  while (k < words2.length) {
    const word = words2[k];
    const v = word.value;
    if (v === "--") {
      k++;
      break;
    }
    if (["-u", "--unset", "-C", "--chdir"].includes(v))
      k += 2;
    else if (v === "-S" || v === "--split-string") {
      const value = words2[k + 1];
      if (value)
        split = simpleCommands(tokenize(value, "posix"))[0] ?? [];
      k += 2;
      break;
    } else if (v.startsWith("--split-string=") || v.startsWith("-S") && v.length > 2) {
      split = simpleCommands(tokenize(sliceToken(word, v.startsWith("-S") ? 2 : "--split-string=".length), "posix"))[0] ?? [];
      k++;
      break;
    } else if (v.startsWith("-") && v !== "-")
      k++;
    else
      break;
  }
  return ctx.analyze([...split, ...words2.slice(k)], ctx, false);
}
function cmdWrapper(words2, ctx) {
  let k = 0;
  let found2 = false;
  while (k < words2.length) {
    const v = words2[k].value.toLowerCase();
    k++;
    if (v === "/c" || v === "/k" || v === "/r") {
      found2 = true;
      break;
    }
    if (!/^\/[a-z](?::\S*)?$/.test(v))
      return [];
  }
  if (!found2)
    return [];
  const after = words2.slice(k);
  const pieces = after.flatMap((word, j) => j === 0 && isCommandLine(word) ? tokenize(word, "cmd") : [{ word }]);
  return simpleCommands(pieces).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}
function powershellWrapper(words2, ctx) {
  let k = 0;
  while (k < words2.length) {
    const v = words2[k].value.toLowerCase();
    if (!/^[-/]/.test(v))
      return [];
    const name = v.replace(/^(?:--|-|\/)/, "");
    if (/^(?:c|com(?:m(?:a(?:n(?:d)?)?)?)?)$/.test(name)) {
      k++;
      break;
    }
    if (/^(?:f|file|e|ec|encodedcommand)$/.test(name))
      return [];
    k += POWERSHELL_VALUED.has(name) ? 2 : 1;
  }
  const after = words2.slice(k);
  const pieces = after.flatMap((word) => isCommandLine(word) ? tokenize(word, "powershell") : [{ word }]);
  return simpleCommands(pieces).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}
function wslWrapper(words2, ctx) {
  let k = 0;
  while (k < words2.length) {
    const v = words2[k].value;
    if (v === "--" || v === "-e" || v === "--exec") {
      k++;
      break;
    }
    if (WSL_VALUED.has(v))
      k += 2;
    else if (v.startsWith("-"))
      k++;
    else
      break;
  }
  return ctx.analyze(words2.slice(k), ctx, true);
}
function suWrapper(words2, ctx) {
  const at2 = words2.findIndex((w) => w.value === "-c" || w.value === "--command");
  const inline = words2.find((w) => w.value.startsWith("--command="));
  const script = inline ? sliceToken(inline, "--command=".length) : at2 >= 0 ? words2[at2 + 1] : void 0;
  if (!script)
    return [];
  return simpleCommands(tokenize(script, "posix")).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}
function runasWrapper(words2, ctx) {
  let k = 0;
  while (k < words2.length && words2[k].value.startsWith("/"))
    k++;
  const program = words2[k];
  if (!program)
    return [];
  const pieces = isCommandLine(program) ? tokenize(program, "cmd") : [{ word: program }];
  return simpleCommands([...pieces, ...words2.slice(k + 1).map((word) => ({ word }))]).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}
var PREFIX_VALUED, POWERSHELL_VALUED, WSL_VALUED;
var init_launch_wrappers = __esm({
  "dist/src/analysis/launch-wrappers.js"() {
    "use strict";
    init_shell();
    init_launch_words();
    PREFIX_VALUED = {
      exec: /* @__PURE__ */ new Set(["-a"]),
      nice: /* @__PURE__ */ new Set(["-n", "--adjustment"]),
      sudo: /* @__PURE__ */ new Set(["-u", "-g", "-C", "-h", "-p", "-r", "-t", "-U", "-D", "-R", "-T", "--user", "--group", "--host", "--prompt", "--chdir"]),
      doas: /* @__PURE__ */ new Set(["-u", "-C"]),
      pkexec: /* @__PURE__ */ new Set(["--user"]),
      gsudo: /* @__PURE__ */ new Set(["-u", "--user", "-i", "--integrity"])
    };
    POWERSHELL_VALUED = /* @__PURE__ */ new Set([
      "executionpolicy",
      "ep",
      "ex",
      "windowstyle",
      "w",
      "workingdirectory",
      "wd",
      "version",
      "v",
      "psconsolefile",
      "inputformat",
      "inf",
      "if",
      "outputformat",
      "of",
      "o",
      "configurationname",
      "config",
      "custompipename",
      "settingsfile",
      "settings"
    ]);
    WSL_VALUED = /* @__PURE__ */ new Set(["-d", "--distribution", "-u", "--user", "--cd", "--shell-type", "--distribution-id"]);
  }
});

// dist/src/analysis/package-spec.js
function packageRef(ecosystem, token) {
  const parsed = ecosystem === "npm" ? parseNpmSpec(token.value) : ecosystem === "pypi" ? parsePypiSpec(token.value) : parseImageSpec(token.value);
  if (!parsed)
    return void 0;
  const ref = {
    ecosystem,
    name: parsed.name,
    spec: parsed.spec,
    kind: parsed.kind,
    pinned: PINNED_KINDS.has(parsed.kind),
    token,
    specRange: parsed.specRange,
    specSpan: tokenSpan(token, parsed.specRange[0], parsed.specRange[1])
  };
  if (parsed.alias !== void 0)
    ref.alias = parsed.alias;
  if (parsed.extras !== void 0)
    ref.extras = parsed.extras;
  return ref;
}
function gitRefKind(ref) {
  if (!ref)
    return "git";
  if (ref.includes("$"))
    return "dynamic";
  if (COMMIT.test(ref))
    return "git-ref";
  if (ref.startsWith("semver:"))
    return semverKind(ref.slice("semver:".length)) === "exact" ? "git-ref" : "git";
  return BRANCHES.has(ref.toLowerCase()) ? "git" : "git-ref";
}
function semverKind(spec) {
  let kind = semverKinds.get(spec);
  if (kind === void 0) {
    kind = classifySemver(spec);
    if (semverKinds.size < 1e4)
      semverKinds.set(spec, kind);
  }
  return kind;
}
function classifySemver(spec) {
  if (spec === "")
    return "none";
  if (spec.includes("$"))
    return "dynamic";
  if (STRICT_VERSION.test(spec))
    return "exact";
  if (TAG_WORD.test(spec))
    return "tag";
  const { valid, validRange, Range } = semver();
  if (valid(spec, true))
    return "exact";
  if (validRange(spec, true) === null)
    return "tag";
  const set = new Range(spec, true).set;
  const only = set.length === 1 && set[0].length === 1 ? set[0][0] : void 0;
  return only && only.operator === "" && only.value !== "" ? "exact" : "range";
}
function parseNpmSpec(text2) {
  const len = text2.length;
  if (!text2 || text2.startsWith("-"))
    return void 0;
  const whole = (kind) => ({ name: text2, spec: "", kind, specRange: [len, len] });
  if (LOCAL_PATH.test(text2) || !HAS_SCHEME.test(text2) && /\.(?:tgz|tar\.gz|tar)$/i.test(text2))
    return whole("local");
  if (HOSTED_GIT.test(text2) || GIT_URL.test(text2) || HOSTED_HTTPS.test(text2) || !text2.startsWith("@") && GITHUB_SHORTHAND.test(text2)) {
    const hash = text2.indexOf("#");
    if (hash < 0)
      return whole(text2.includes("$") ? "dynamic" : "git");
    const ref = text2.slice(hash + 1);
    return { name: text2.slice(0, hash), spec: ref, kind: gitRefKind(ref), specRange: [hash + 1, len] };
  }
  if (HAS_SCHEME.test(text2)) {
    const immutable = FULL_COMMIT.test(text2) || /^https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com)\/.+\/-\/[^/]+-\d+\.\d+\.\d+[^/]*\.tgz$/i.test(text2);
    return whole(text2.includes("$") ? "dynamic" : immutable ? "url-pinned" : "url");
  }
  const at2 = text2.indexOf("@", 1);
  const name = at2 < 0 ? text2 : text2.slice(0, at2);
  const spec = at2 < 0 ? "" : text2.slice(at2 + 1);
  if (!NPM_NAME.test(name))
    return name.includes("$") ? { name, spec, kind: "dynamic", specRange: [at2 < 0 ? len : at2 + 1, len] } : void 0;
  if (spec.startsWith("npm:")) {
    const inner = parseNpmSpec(spec.slice(4));
    if (!inner || !NPM_NAME.test(inner.name))
      return void 0;
    const shift = at2 + 5;
    return { ...inner, alias: name, specRange: [inner.specRange[0] + shift, inner.specRange[1] + shift] };
  }
  return { name, spec, kind: semverKind(spec), specRange: at2 < 0 ? [len, len] : [at2 + 1, len] };
}
function pypiUrl(text2, offset, name, extras) {
  const len = offset + text2.length;
  const result2 = (spec, kind, specRange, url) => {
    const parsed = { name: name ?? url, spec, kind: text2.includes("$") ? "dynamic" : kind, specRange };
    if (extras)
      parsed.extras = extras;
    return parsed;
  };
  if (/^git\+/i.test(text2)) {
    const hash = text2.indexOf("#");
    const body = hash < 0 ? text2 : text2.slice(0, hash);
    const hostStart = body.indexOf("://") + 3;
    const pathStart = body.indexOf("/", hostStart);
    const at2 = body.lastIndexOf("@");
    if (pathStart < 0 || at2 < pathStart)
      return result2("", "git", [offset + body.length, offset + body.length], body);
    const ref = body.slice(at2 + 1);
    return result2(ref, gitRefKind(ref), [offset + at2 + 1, offset + body.length], body.slice(0, at2));
  }
  const immutable = /#(?:sha256|sha384|sha512|md5)=/i.test(text2) || FULL_COMMIT.test(text2) || /^https:\/\/files\.pythonhosted\.org\//i.test(text2);
  return result2("", immutable ? "url-pinned" : "url", [len, len], text2);
}
function parsePypiSpec(text2) {
  const len = text2.length;
  if (!text2 || text2.startsWith("-"))
    return void 0;
  if (LOCAL_PATH.test(text2) || !HAS_SCHEME.test(text2) && /\.(?:whl|tar\.gz|zip)$/i.test(text2))
    return { name: text2, spec: "", kind: "local", specRange: [len, len] };
  if (HAS_SCHEME.test(text2))
    return pypiUrl(text2, 0, void 0, void 0);
  const m = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?/.exec(text2);
  if (!m)
    return text2.includes("$") ? { name: text2, spec: "", kind: "dynamic", specRange: [len, len] } : void 0;
  const name = m[1];
  const extras = m[2];
  let from = m[0].length;
  const semi = text2.indexOf(";", from);
  let to = semi < 0 ? len : semi;
  while (from < to && /\s/.test(text2[from]))
    from++;
  while (to > from && /\s/.test(text2[to - 1]))
    to--;
  const rest = text2.slice(from, to);
  const done = (spec, kind, specRange) => {
    const parsed = { name, spec, kind: spec.includes("$") ? "dynamic" : kind, specRange };
    if (extras)
      parsed.extras = extras;
    return parsed;
  };
  if (rest === "")
    return done("", "none", [from, from]);
  if (rest.startsWith("@")) {
    let start = from + 1;
    while (start < to && /\s/.test(text2[start]))
      start++;
    const after = text2.slice(start, to);
    if (HAS_SCHEME.test(after))
      return pypiUrl(after, start, name, extras);
    if (after.toLowerCase() === "latest")
      return done(after, "tag", [start, to]);
    return done(after, PEP440_VERSION.test(after) ? "exact" : "tag", [start, to]);
  }
  if (/^(?:===?|~=|!=|<=|>=|<|>|\()/.test(rest)) {
    const exact = /^===?\s*([^\s,*;]+)$/.exec(rest);
    return done(rest, exact ? "exact" : "range", [from, to]);
  }
  return void 0;
}
function splitImage(ref) {
  const at2 = ref.indexOf("@");
  const name = at2 < 0 ? ref : ref.slice(0, at2);
  const digest = at2 < 0 ? "" : ref.slice(at2 + 1);
  const slash = name.lastIndexOf("/");
  const colon = name.lastIndexOf(":");
  return colon > slash ? { repository: name.slice(0, colon), tag: name.slice(colon + 1), digest, tagStart: colon + 1 } : { repository: name, tag: "", digest, tagStart: -1 };
}
function parseImageSpec(text2) {
  const len = text2.length;
  if (!text2 || text2.startsWith("-"))
    return void 0;
  const { repository, tag, digest, tagStart } = splitImage(text2);
  if (!/^[\w.\-/:]+$/.test(repository))
    return text2.includes("$") ? { name: repository, spec: "", kind: "dynamic", specRange: [len, len] } : void 0;
  if (text2.includes("$"))
    return { name: repository, spec: text2.slice(repository.length).replace(/^:/, ""), kind: "dynamic", specRange: [len, len] };
  if (digest)
    return { name: repository, spec: tag ? `${tag}@${digest}` : digest, kind: "digest", specRange: [tag ? tagStart : len - digest.length, len] };
  if (!tag)
    return { name: repository, spec: "", kind: "none", specRange: [len, len] };
  return { name: repository, spec: tag, kind: MOVING_TAGS.has(tag.toLowerCase()) ? "tag" : "exact", specRange: [tagStart, len] };
}
var PINNED_KINDS, LOCAL_PATH, HAS_SCHEME, COMMIT, FULL_COMMIT, BRANCHES, MOVING_TAGS, semverKinds, STRICT_VERSION, TAG_WORD, NPM_NAME, HOSTED_GIT, GIT_URL, HOSTED_HTTPS, GITHUB_SHORTHAND, PEP440_VERSION;
var init_package_spec = __esm({
  "dist/src/analysis/package-spec.js"() {
    "use strict";
    init_lazy();
    init_shell();
    PINNED_KINDS = /* @__PURE__ */ new Set(["exact", "digest", "git-ref", "url-pinned", "local", "dynamic"]);
    LOCAL_PATH = /^(?:\.{1,2}(?:[\\/]|$)|[\\/~]|[A-Za-z]:[\\/]|file:)/;
    HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
    COMMIT = /^[0-9a-f]{7,40}$/i;
    FULL_COMMIT = /(?:^|[^0-9a-f])[0-9a-f]{40}(?:[^0-9a-f]|$)/i;
    BRANCHES = /* @__PURE__ */ new Set(["main", "master", "head", "develop", "development", "dev", "trunk", "default", "latest", "next", "nightly", "canary", "edge", "stable", "release"]);
    MOVING_TAGS = /* @__PURE__ */ new Set(["latest", "main", "master", "edge", "nightly", "dev", "develop", "head", "canary", "stable", "rolling", "next", "beta", "alpha", "unstable", "testing", "preview"]);
    semverKinds = /* @__PURE__ */ new Map();
    STRICT_VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-(?:(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;
    TAG_WORD = /^[A-UWYZa-uwyz][\w-]*$/;
    NPM_NAME = /^(?:@[A-Za-z0-9~][\w.~-]*\/)?[A-Za-z0-9~][\w.~-]*$/;
    HOSTED_GIT = /^(?:github|gitlab|bitbucket|gist):/i;
    GIT_URL = /^(?:git\+[A-Za-z]+:\/\/|git:\/\/|git@)/i;
    HOSTED_HTTPS = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[^/#]+\/[^/#]+?(?:\.git)?\/?(?:#.*)?$/i;
    GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;
    PEP440_VERSION = /^v?\d+(?:!\d+)?(?:\.\d+)*(?:[-_.]?(?:a|b|c|rc|alpha|beta|pre|preview)[-_.]?\d*)?(?:[-_.]?(?:post|rev|r)[-_.]?\d*)?(?:[-_.]?dev[-_.]?\d*)?(?:\+[a-z0-9.]+)?$/i;
  }
});

// dist/src/analysis/launch-runners.js
function packageRunnerLaunches(prog2, head, words2, ctx) {
  switch (prog2) {
    case "npx":
      return npmRunner("npx", head, [], words2, ctx);
    case "npm":
      return subcommand(words2, NPM_VALUED, ["exec", "x"], (pre, after) => npmRunner("npm exec", head, pre, after, ctx));
    case "bunx":
      return bunRunner(head, [], words2, ctx);
    case "bun":
      return subcommand(words2, /* @__PURE__ */ new Set(), ["x"], (pre, after) => bunRunner(head, pre, after, ctx));
    case "pnpx":
      return pnpmRunner(head, [], words2, ctx);
    case "pnpm":
      return subcommand(words2, PNPM_VALUED, ["dlx"], (pre, after) => pnpmRunner(head, pre, after, ctx));
    case "yarn":
      return subcommand(words2, /* @__PURE__ */ new Set(), ["dlx"], (pre, after) => yarnRunner(head, pre, after, ctx));
    case "uvx":
      return uvRunner("uvx", head, [], words2, ctx);
    case "uv":
      return [
        ...subcommand(words2, UV_GLOBAL_VALUED, ["tool"], (pre, after) => subcommand(after, UV_GLOBAL_VALUED, ["run"], (pre2, after2) => uvRunner("uv tool run", head, [...pre, ...pre2], after2, ctx))),
        // `uv run --with pkg cmd` (what the MCP Python SDK's `mcp install` writes): the `--with` packages are fetched
        ...subcommand(words2, UV_GLOBAL_VALUED, ["run"], (pre, after) => packageRunner("uv run", "pypi", head, pre, after, ctx, UV_PROJECT_SPEC))
      ];
    case "pipx":
      return subcommand(words2, /* @__PURE__ */ new Set(), ["run"], (pre, after) => pipxRunner(head, pre, after, ctx));
    default:
      return [];
  }
}
function npmRunner(runner, head, pre, words2, ctx) {
  return packageRunner(runner, "npm", head, pre, words2, ctx, NPM_SPEC);
}
function bunRunner(head, pre, words2, ctx) {
  return packageRunner("bunx", "npm", head, pre, words2, ctx, BUN_SPEC);
}
function pnpmRunner(head, pre, words2, ctx) {
  return packageRunner("pnpm dlx", "npm", head, pre, words2, ctx, PNPM_SPEC);
}
function yarnRunner(head, pre, words2, ctx) {
  return packageRunner("yarn dlx", "npm", head, pre, words2, ctx, YARN_SPEC);
}
function uvRunner(runner, head, pre, words2, ctx) {
  return packageRunner(runner, "pypi", head, pre, words2, ctx, UV_SPEC);
}
function pipxRunner(head, pre, words2, ctx) {
  return packageRunner("pipx run", "pypi", head, pre, words2, ctx, PIPX_SPEC);
}
function packageRunner(runner, ecosystem, head, pre, words2, ctx, spec) {
  const options2 = [...pre];
  const k = scanOptions(words2, 0, spec.valued, options2);
  const positional = words2[k];
  const call = options2.some((o) => spec.callFlags?.has(o.name));
  const split = (o) => ecosystem === "pypi" ? requirementList(o.value) : [o.value];
  const flagged2 = options2.filter((o) => spec.packageFlags.has(o.name) && o.value).flatMap(split);
  const withs = options2.filter((o) => spec.withFlags?.has(o.name) && o.value).flatMap(split);
  let bin;
  let args;
  let tokens;
  if (flagged2.length) {
    tokens = flagged2;
    bin = call ? void 0 : positional;
    args = call || !positional ? [] : words2.slice(k + 1);
  } else {
    if (!positional || call || spec.flaggedOnly)
      return [];
    tokens = [positional];
    args = words2.slice(k + 1);
  }
  const refs = [...tokens, ...withs].map((t) => packageRef(ecosystem, t)).filter((r) => !!r);
  if (!refs.length)
    return [];
  const main2 = (bin && refs.find((r) => binMatches(r.name, bin.value))) ?? refs[0];
  let fetches = true;
  for (const o of options2) {
    if (o.name === "-y" || o.name === "--yes")
      fetches = o.value?.value !== "false";
    else if (o.name === "--no" || o.name === "--no-install" || o.name === "--no-yes")
      fetches = false;
  }
  const launch2 = {
    runner,
    ecosystem,
    command: head,
    package: main2,
    extraPackages: refs.filter((r) => r !== main2),
    runnerOptions: options2.flatMap((o) => o.tokens),
    args,
    wrappers: ctx.wrappers,
    env: ctx.env,
    fetches
  };
  if (bin)
    launch2.bin = bin;
  return [launch2];
}
function requirementList(token) {
  const parts = [];
  let from = 0;
  const re = /,\s*(?=[A-Za-z0-9])/g;
  for (let m; m = re.exec(token.value); ) {
    if (/[<>=!~]=?\s*$/.test(token.value.slice(from, m.index)) || /^\d/.test(token.value.slice(m.index + m[0].length)))
      continue;
    parts.push(sliceToken(token, from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(from ? sliceToken(token, from) : token);
  return parts;
}
function binMatches(name, bin) {
  const base3 = name.slice(name.lastIndexOf("/") + 1);
  return base3 === bin || base3.includes(bin) || bin.includes(base3);
}
function containerRun(prog2, head, words2, ctx) {
  const global = [];
  let k = scanOptions(words2, 0, ENGINE_GLOBAL_VALUED, global);
  if (words2[k]?.value === "container")
    k++;
  if (words2[k]?.value !== "run")
    return [];
  const options2 = [];
  const at2 = scanOptions(words2, k + 1, RUN_VALUED, options2);
  const image = words2[at2];
  if (!image)
    return [];
  const ref = packageRef("docker", image);
  if (!ref)
    return [];
  const { repository, tag, digest } = splitImage(image.value);
  const docker = {
    image,
    repository,
    tag,
    digest,
    env: options2.filter((o) => (o.name === "-e" || o.name === "--env") && o.value).map((o) => envAssignment(o.value)),
    envFiles: options2.filter((o) => o.name === "--env-file" && o.value).map((o) => o.value)
  };
  return [{
    runner: `${prog2} run`,
    ecosystem: "docker",
    command: head,
    package: ref,
    extraPackages: [],
    runnerOptions: [...global, ...options2].flatMap((o) => o.tokens),
    args: words2.slice(at2 + 1),
    wrappers: ctx.wrappers,
    env: ctx.env,
    fetches: true,
    docker
  }];
}
var NPM_VALUED, PNPM_VALUED, YARN_VALUED, BUN_VALUED, NPM_SPEC, BUN_SPEC, PNPM_SPEC, YARN_SPEC, UV_GLOBAL_VALUED, UV_RUN_VALUED, PIPX_VALUED, UV_WITH, UV_SPEC, UV_PROJECT_SPEC, PIPX_SPEC, ENGINE_GLOBAL_VALUED, RUN_VALUED;
var init_launch_runners = __esm({
  "dist/src/analysis/launch-runners.js"() {
    "use strict";
    init_package_spec();
    init_shell();
    init_launch_words();
    NPM_VALUED = /* @__PURE__ */ new Set([
      "-p",
      "--package",
      "-c",
      "--call",
      "-w",
      "--workspace",
      "-C",
      "--prefix",
      "--registry",
      "--cache",
      "--userconfig",
      "--globalconfig",
      "--loglevel",
      "--shell",
      "--script-shell",
      "--node-options",
      "--scope",
      "--tag",
      "--otp",
      "--before",
      "--https-proxy",
      "--proxy",
      "--noproxy",
      "--ca",
      "--cafile",
      "--cert",
      "--key",
      "--location",
      "--omit",
      "--include",
      "--install-strategy",
      "--auth-type",
      "--fetch-retries",
      "--fetch-timeout",
      "--maxsockets",
      "--local-address",
      "--user-agent",
      "--npm-version"
    ]);
    PNPM_VALUED = /* @__PURE__ */ new Set([
      "--package",
      "--allow-build",
      "-C",
      "--dir",
      "--filter",
      "-F",
      "--reporter",
      "--loglevel",
      "--registry",
      "--config-dir",
      "--store-dir",
      "--cache-dir",
      "--virtual-store-dir"
    ]);
    YARN_VALUED = /* @__PURE__ */ new Set(["-p", "--package", "--cwd"]);
    BUN_VALUED = /* @__PURE__ */ new Set(["-p", "--package", "--cwd", "-c", "--config", "--registry"]);
    NPM_SPEC = { valued: NPM_VALUED, packageFlags: /* @__PURE__ */ new Set(["-p", "--package"]), callFlags: /* @__PURE__ */ new Set(["-c", "--call"]) };
    BUN_SPEC = { valued: BUN_VALUED, packageFlags: /* @__PURE__ */ new Set(["-p", "--package"]) };
    PNPM_SPEC = { valued: PNPM_VALUED, packageFlags: /* @__PURE__ */ new Set(["--package"]) };
    YARN_SPEC = { valued: YARN_VALUED, packageFlags: /* @__PURE__ */ new Set(["-p", "--package"]) };
    UV_GLOBAL_VALUED = /* @__PURE__ */ new Set([
      "--directory",
      "--project",
      "--config-file",
      "--cache-dir",
      "--color",
      "--python-preference",
      "--allow-insecure-host",
      "--trusted-host"
    ]);
    UV_RUN_VALUED = /* @__PURE__ */ new Set([
      ...UV_GLOBAL_VALUED,
      "--from",
      "--with",
      "-w",
      "--with-editable",
      "--with-requirements",
      "--python",
      "-p",
      "--index",
      "--index-url",
      "-i",
      "--extra-index-url",
      "--default-index",
      "--find-links",
      "-f",
      "--constraints",
      "-c",
      "--constraint",
      "--overrides",
      "--override",
      "--build-constraints",
      "-b",
      "--build-constraint",
      "--index-strategy",
      "--keyring-provider",
      "--resolution",
      "--prerelease",
      "--fork-strategy",
      "--exclude-newer",
      "--exclude-newer-package",
      "--no-binary-package",
      "--only-binary-package",
      "--no-build-package",
      "--no-build-isolation-package",
      "--config-setting",
      "-C",
      "--config-settings-package",
      "--link-mode",
      "--refresh-package",
      "--reinstall-package",
      "--upgrade-package",
      "-P",
      "--env-file",
      "--torch-backend",
      "--no-sources-package",
      "--python-platform"
    ]);
    PIPX_VALUED = /* @__PURE__ */ new Set(["--spec", "--python", "--pip-args", "--index-url", "-i", "--backend", "--fetch-python"]);
    UV_WITH = /* @__PURE__ */ new Set(["--with", "-w"]);
    UV_SPEC = { valued: UV_RUN_VALUED, packageFlags: /* @__PURE__ */ new Set(["--from"]), withFlags: UV_WITH };
    UV_PROJECT_SPEC = { valued: UV_RUN_VALUED, packageFlags: UV_WITH, flaggedOnly: true };
    PIPX_SPEC = { valued: PIPX_VALUED, packageFlags: /* @__PURE__ */ new Set(["--spec"]) };
    ENGINE_GLOBAL_VALUED = /* @__PURE__ */ new Set([
      "--config",
      "-c",
      "--context",
      "-H",
      "--host",
      "-l",
      "--log-level",
      "--tlscacert",
      "--tlscert",
      "--tlskey",
      "--connection",
      "--url",
      "--identity",
      "--root",
      "--runroot",
      "--storage-driver",
      "--cgroup-manager",
      "--events-backend",
      "--network-cmd-path",
      "--runtime",
      "--tmpdir",
      "--module",
      "--namespace",
      "-n",
      "--address",
      "-a"
    ]);
    RUN_VALUED = /* @__PURE__ */ new Set([
      "-a",
      "--attach",
      "-c",
      "--cpu-shares",
      "-e",
      "--env",
      "-h",
      "--hostname",
      "-l",
      "--label",
      "-m",
      "--memory",
      "-p",
      "--publish",
      "-u",
      "--user",
      "-v",
      "--volume",
      "-w",
      "--workdir",
      "--add-host",
      "--annotation",
      "--blkio-weight",
      "--blkio-weight-device",
      "--cap-add",
      "--cap-drop",
      "--cgroup-parent",
      "--cgroupns",
      "--cidfile",
      "--cpu-count",
      "--cpu-percent",
      "--cpu-period",
      "--cpu-quota",
      "--cpu-rt-period",
      "--cpu-rt-runtime",
      "--cpus",
      "--cpuset-cpus",
      "--cpuset-mems",
      "--detach-keys",
      "--device",
      "--device-cgroup-rule",
      "--device-read-bps",
      "--device-read-iops",
      "--device-write-bps",
      "--device-write-iops",
      "--dns",
      "--dns-option",
      "--dns-opt",
      "--dns-search",
      "--domainname",
      "--entrypoint",
      "--env-file",
      "--expose",
      "--gpus",
      "--group-add",
      "--health-cmd",
      "--health-interval",
      "--health-retries",
      "--health-start-interval",
      "--health-start-period",
      "--health-timeout",
      "--io-maxbandwidth",
      "--io-maxiops",
      "--ip",
      "--ip6",
      "--ipc",
      "--isolation",
      "--kernel-memory",
      "--label-file",
      "--link",
      "--link-local-ip",
      "--log-driver",
      "--log-opt",
      "--mac-address",
      "--memory-reservation",
      "--memory-swap",
      "--memory-swappiness",
      "--mount",
      "--name",
      "--network",
      "--net",
      "--network-alias",
      "--net-alias",
      "--oom-score-adj",
      "--pid",
      "--pids-limit",
      "--platform",
      "--pull",
      "--restart",
      "--runtime",
      "--security-opt",
      "--shm-size",
      "--stop-signal",
      "--stop-timeout",
      "--storage-opt",
      "--sysctl",
      "--tmpfs",
      "--ulimit",
      "--userns",
      "--uts",
      "--volume-driver",
      "--volumes-from",
      // podman
      "--arch",
      "--os",
      "--variant",
      "--authfile",
      "--cert-dir",
      "--creds",
      "--decryption-key",
      "--secret",
      "--pod",
      "--pod-id-file",
      "--hostuser",
      "--passwd-entry",
      "--preserve-fds",
      "--requires",
      "--sdnotify",
      "--seccomp-policy",
      "--timeout",
      "--tz",
      "--uidmap",
      "--gidmap",
      "--subuidname",
      "--subgidname",
      "--umask",
      "--unsetenv",
      "--chrootdirs",
      "--conmon-pidfile",
      "--image-volume",
      "--init-path",
      "--personality",
      "--cgroup-conf",
      "--cgroups",
      "--group-entry",
      "--retry",
      "--retry-delay",
      "--systemd",
      "--log-level"
    ]);
  }
});

// dist/src/analysis/launch.js
function analyzeLaunches(server) {
  let launches = launchCache.get(server);
  if (!launches)
    launchCache.set(server, launches = computeLaunches(server));
  return launches;
}
function computeLaunches(server) {
  if (!server.command)
    return [];
  const words2 = [
    strToken(server.command),
    ...server.args.map((arg, i) => {
      const last2 = arg.path[arg.path.length - 1];
      return strToken(arg, typeof last2 === "number" ? last2 : i);
    })
  ];
  return analyzeWords(words2, { wrappers: [], env: [], depth: 0, analyze: analyzeWords }, true);
}
function analyzeLaunch(server) {
  return analyzeLaunches(server)[0];
}
function analyzeWords(words2, ctx, splitHead) {
  if (ctx.depth > MAX_DEPTH2)
    return [];
  let i = 0;
  const env = [...ctx.env];
  while (i < words2.length && ASSIGNMENT.test(words2[i].value))
    env.push(envAssignment(words2[i++]));
  const head = words2[i];
  if (!head)
    return [];
  const rest = words2.slice(i + 1);
  const next = { wrappers: ctx.wrappers, env, depth: ctx.depth + 1, analyze: ctx.analyze };
  const wrapped = (name) => ({ ...next, wrappers: [...ctx.wrappers, name] });
  const prog2 = programName(head.value);
  if (!PROGRAMS.has(prog2)) {
    if (splitHead && isCommandLine(head)) {
      const commands = simpleCommands(tokenize(head, "posix"));
      return commands.flatMap((cmd, k) => analyzeWords(k === commands.length - 1 ? [...cmd, ...rest] : cmd, next, false));
    }
    return [];
  }
  if (SHELLS.has(prog2))
    return shellWrapper(rest, wrapped(`${prog2} -c`));
  if (PREFIX_COMMANDS.has(prog2))
    return prefixCommand(prog2, rest, wrapped(prog2));
  if (CONTAINER_ENGINES.has(prog2))
    return containerRun(prog2, head, rest, next);
  switch (prog2) {
    case "env":
      return envWrapper(rest, wrapped("env"));
    case "cmd":
      return cmdWrapper(rest, wrapped("cmd /c"));
    case "powershell":
    case "pwsh":
      return powershellWrapper(rest, wrapped(`${prog2} -Command`));
    case "wsl":
      return wslWrapper(rest, wrapped("wsl"));
    case "su":
      return suWrapper(rest, wrapped("su -c"));
    case "runas":
      return runasWrapper(rest, wrapped("runas"));
    // npx, npm exec, bunx, pnpm dlx, yarn dlx, uvx, uv tool run, pipx run
    default:
      return packageRunnerLaunches(prog2, head, rest, next);
  }
}
var launchCache, MAX_DEPTH2, ASSIGNMENT;
var init_launch = __esm({
  "dist/src/analysis/launch.js"() {
    "use strict";
    init_shell();
    init_launch_words();
    init_launch_wrappers();
    init_launch_runners();
    launchCache = /* @__PURE__ */ new WeakMap();
    MAX_DEPTH2 = 8;
    ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
  }
});

// dist/rules/broad-filesystem-access.js
function what(exposed) {
  const { path } = exposed;
  switch (exposed.kind) {
    case "root":
      return [`the whole file system (${path})`, "every user's files and keys, and the system's configuration"];
    case "credentials":
      return [`a credentials folder (${path})`, "keys the server can read and send anywhere"];
    case "home":
      return [`a whole home folder (${path})`, "SSH keys, cloud credentials, tokens and shell start-up files along with every project"];
    case "system":
      return [`the system folder ${path}`, "the machine's own configuration"];
    case "socket":
      return [`the container engine's socket (${path})`, "control of the Docker daemon, which is root on the host"];
  }
}
function serverWords(server) {
  const launch2 = analyzeLaunch(server);
  if (launch2?.docker)
    return void 0;
  if (launch2) {
    const names = [launch2.package.name, launch2.bin?.value ?? ""];
    return { filesystem: names.some((n) => FILESYSTEM_SERVER.test(n)), words: launch2.args };
  }
  if (!server.command)
    return void 0;
  const words2 = server.args.map((a, i) => strToken(a, i));
  return { filesystem: FILESYSTEM_SERVER.test(programName(server.command.value)), words: words2 };
}
function roots(words2, filesystem) {
  const out = [];
  for (let i = 0; i < words2.length; i++) {
    const v = words2[i].value;
    const eq = v.indexOf("=");
    const name = eq > 0 ? v.slice(0, eq) : v;
    if (v.startsWith("-") && ROOT_OPTION.test(name)) {
      const value = eq > 0 ? sliceToken(words2[i], eq + 1) : words2[++i];
      if (value)
        out.push(value);
    } else if (filesystem && !v.startsWith("-"))
      out.push(words2[i]);
  }
  return out;
}
var FILESYSTEM_SERVER, ROOT_OPTION, LEVELS, broadFilesystemAccess;
var init_broad_filesystem_access = __esm({
  "dist/rules/broad-filesystem-access.js"() {
    "use strict";
    init_host_paths();
    init_launch();
    init_shell();
    FILESYSTEM_SERVER = /(?:^|[/@_.-])(?:filesystem|file-system|fs)(?:$|[_.-])/i;
    ROOT_OPTION = /^--?(?:roots?|root[-_]?dirs?|allowed?[-_]?(?:dirs?|directory|directories|paths?|roots?)|base[-_]?dir|workspace(?:[-_]?root)?)$/i;
    LEVELS = { root: "error", credentials: "error", socket: "error", home: "warning", system: "warning" };
    broadFilesystemAccess = {
      meta: {
        id: "broad-filesystem-access",
        level: "error",
        description: "A filesystem server rooted at /, a drive, a home folder or a credentials folder (~/.ssh, ~/.aws \u2026): everything under it is open to what the model is led to do.",
        precision: "high",
        securitySeverity: "7.5",
        tags: ["security", "least-privilege", "filesystem"],
        fixable: "none",
        owasp: ["MCP02:2025", "MCP10:2025"]
      },
      checkConfig(file) {
        const reports = [];
        for (const server of file.servers) {
          const found2 = serverWords(server);
          if (!found2)
            continue;
          for (const root of roots(found2.words, found2.filesystem)) {
            const exposed = classifyHostPath(root.value);
            if (!exposed)
              continue;
            const [label, holds] = what(exposed);
            reports.push({
              message: `server "${server.name}" is given ${label} as a root: ${holds}, all open to whatever the model is led to do.`,
              span: root.span,
              path: root.str.path,
              level: LEVELS[exposed.kind],
              fingerprintValue: root.value,
              suggestions: [{ description: "give the server only the folders it needs: the project, or a subfolder of it", safe: false, edits: [] }]
            });
          }
        }
        return reports;
      }
    };
  }
});

// dist/rules/dangerous-docker.js
function readOptions(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const flag = tokens[i];
    const v = flag.value;
    if (!v.startsWith("-") || v === "-" || v === "--")
      continue;
    if (v.startsWith("--")) {
      const eq = v.indexOf("=");
      if (eq > 0)
        out.push({ name: v.slice(0, eq), flag, value: sliceToken(flag, eq + 1) });
      else if (VALUED.has(v) && tokens[i + 1])
        out.push({ name: v, flag, value: tokens[++i] });
      else
        out.push({ name: v, flag });
      continue;
    }
    for (let k = 1; k < v.length; k++) {
      if (!SHORT_VALUED.has(v[k]))
        continue;
      const name = `-${v[k]}`;
      if (k + 1 < v.length)
        out.push({ name, flag, value: sliceToken(flag, k + 1 + (v[k + 1] === "=" ? 1 : 0)) });
      else if (tokens[i + 1])
        out.push({ name, flag, value: tokens[++i] });
      break;
    }
  }
  return out;
}
function checkOption(o) {
  const value = o.value?.value ?? "";
  if (o.name === "--privileged") {
    return FALSE.test(value) ? void 0 : { level: "error", why: "gives the container every capability and all host devices and turns off seccomp and AppArmor: a process in it can take over the host" };
  }
  if (o.name === "--cap-add") {
    const caps = value.split(",").map((c) => c.trim().toUpperCase().replace(/^CAP_/, "")).filter((c) => CAPS[c]);
    if (!caps.length)
      return void 0;
    const level = caps.some((c) => CAPS[c].level === "error") ? "error" : "warning";
    return { level, why: caps.map((c) => `adds ${c}, which ${CAPS[c].why}`).join("; it ") };
  }
  if (NAMESPACES[o.name] && value.toLowerCase() === "host")
    return NAMESPACES[o.name];
  if (o.name === "--security-opt")
    return SECURITY_OPTS.find(([re]) => re.test(value.trim()))?.[1];
  return void 0;
}
function mountDanger(source2, readOnly) {
  const exposed = classifyHostPath(source2);
  if (!exposed)
    return void 0;
  const { path } = exposed;
  const rw = readOnly ? "read-only" : "read-write";
  const level = readOnly ? "warning" : "error";
  switch (exposed.kind) {
    case "socket":
      return { level: "error", why: `mounts the container engine's socket or the folder that holds it (${path}): whoever controls the container controls the Docker daemon, which is root on the host; read-only does not help, a socket stays usable` };
    case "root":
      return { level: "error", why: `mounts the host's whole file system (${rw}): every user's files and keys, and the system's configuration` };
    case "home":
      return { level, why: `mounts a whole home folder (${path}, ${rw}): SSH keys, cloud credentials and tokens${readOnly ? "" : ", and shell start-up files that run on your next login"} are open to the server` };
    case "credentials":
      return { level, why: `mounts a credentials folder (${path}, ${rw}): whatever the server is led to do, it can read${readOnly ? "" : " and replace"} these keys and send them anywhere` };
    case "system":
      return { level, why: `mounts the host's ${path} (${rw})` };
  }
}
function splitVolume(value) {
  let i = /^[A-Za-z]:[\\/]/.test(value) ? 2 : 0;
  for (; i < value.length; i++) {
    if (value[i] === "$" && value[i + 1] === "{")
      i = Math.max(value.indexOf("}", i), i);
    else if (value[i] === ":")
      break;
  }
  if (i >= value.length)
    return void 0;
  const options2 = value.slice(i + 1).split(":").slice(1).join(",").split(",");
  return { source: value.slice(0, i), readOnly: options2.some((o) => o === "ro" || o === "readonly") };
}
function splitMount(value) {
  const fields = /* @__PURE__ */ new Map();
  for (const part of value.split(",")) {
    const eq = part.indexOf("=");
    fields.set((eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase(), eq < 0 ? "true" : part.slice(eq + 1).trim());
  }
  if (fields.get("type")?.toLowerCase() !== "bind")
    return void 0;
  const source2 = fields.get("source") ?? fields.get("src");
  if (!source2)
    return void 0;
  const ro = fields.get("readonly") ?? fields.get("ro");
  return { source: source2, readOnly: ro !== void 0 && !FALSE.test(ro) };
}
function checkMount(o) {
  if (!o.value)
    return void 0;
  const mount = o.name === "--mount" ? splitMount(o.value.value) : o.name === "-v" || o.name === "--volume" ? splitVolume(o.value.value) : void 0;
  return mount && mountDanger(mount.source, mount.readOnly);
}
function spanOf2(o) {
  return o.value && o.value.str === o.flag.str && o.value.start >= o.flag.start && o.value.end <= o.flag.end ? o.flag.span : (o.value ?? o.flag).span;
}
var VALUED, SHORT_VALUED, CAPS, NAMESPACES, SECURITY_OPTS, FALSE, dangerousDocker;
var init_dangerous_docker = __esm({
  "dist/rules/dangerous-docker.js"() {
    "use strict";
    init_host_paths();
    init_launch();
    init_shell();
    VALUED = /* @__PURE__ */ new Set(["--cap-add", "--pid", "--network", "--net", "--ipc", "--userns", "--security-opt", "--volume", "--mount", "-v"]);
    SHORT_VALUED = /* @__PURE__ */ new Set(["a", "c", "e", "h", "l", "m", "p", "u", "v", "w"]);
    CAPS = {
      ALL: { level: "error", why: "gives the container every Linux capability, close to --privileged: a process in it can take over the host" },
      SYS_ADMIN: { level: "error", why: "lets a process in the container mount file systems and use many kernel interfaces meant for the host's administrator: a known way out of the container" },
      SYS_MODULE: { level: "error", why: "lets a process in the container load kernel modules: code in the host's kernel" },
      SYS_RAWIO: { level: "error", why: "gives raw access to host memory and I/O ports" },
      DAC_READ_SEARCH: { level: "error", why: 'lets a process in the container open host files by handle, bypassing the mount (the "shocker" escape)' },
      BPF: { level: "error", why: "lets a process in the container load eBPF programs into the host's kernel" },
      SYS_PTRACE: { level: "warning", why: "lets a process in the container trace and read the memory of other processes it can see" },
      NET_ADMIN: { level: "warning", why: "lets a process in the container reconfigure networking (interfaces, routes, firewall) of its namespace" }
    };
    NAMESPACES = {
      "--pid": { level: "error", why: "shares the host's processes with the container: as root in it, a process can signal any process on the machine and read their memory and environment, tokens included" },
      "--network": { level: "warning", why: "puts the container on the host's network stack: it reaches every service bound to localhost on this machine (databases, dev servers, other MCP servers)" },
      "--net": { level: "warning", why: "puts the container on the host's network stack: it reaches every service bound to localhost on this machine (databases, dev servers, other MCP servers)" },
      "--ipc": { level: "warning", why: "shares the host's IPC namespace: the shared memory of host processes is open to the container" },
      "--userns": { level: "warning", why: "turns off user-namespace remapping: root in the container is root on the host" }
    };
    SECURITY_OPTS = [
      [/^seccomp[=:]unconfined$/i, { level: "warning", why: "turns off the seccomp filter: every system call, including those kernel exploits use, is open to the container" }],
      [/^apparmor[=:]unconfined$/i, { level: "warning", why: "turns off the AppArmor profile that confines the container" }],
      [/^label[=:]disable$/i, { level: "warning", why: "turns off SELinux separation between the container and the host" }],
      [/^systempaths[=:]unconfined$/i, { level: "warning", why: "un-masks /proc and /sys paths that are hidden from containers" }]
    ];
    FALSE = /^(?:false|0|no)$/i;
    dangerousDocker = {
      meta: {
        id: "dangerous-docker",
        level: "error",
        description: "A docker/podman run launch that removes the container's isolation: --privileged, dangerous capabilities, host namespaces, disabled seccomp/AppArmor, or mounts of /, the Docker socket, home or credential folders.",
        precision: "high",
        securitySeverity: "8.8",
        tags: ["security", "container", "least-privilege"],
        fixable: "none",
        owasp: ["MCP02:2025"]
      },
      checkConfig(file) {
        const reports = [];
        for (const server of file.servers) {
          for (const launch2 of analyzeLaunches(server)) {
            if (!launch2.docker)
              continue;
            for (const o of readOptions(launch2.runnerOptions)) {
              const flag = checkOption(o);
              const danger = flag ?? checkMount(o);
              if (!danger)
                continue;
              const shown = o.value && spanOf2(o) === o.value.span ? `${o.name} ${o.value.value}` : o.flag.value;
              reports.push({
                message: `server "${server.name}" starts its container with ${launch2.runner.split(" ")[0]} run ${shown}, which ${danger.why}.`,
                span: spanOf2(o),
                path: o.flag.str.path,
                level: danger.level,
                fingerprintValue: shown,
                suggestions: [{
                  description: flag ? `remove "${shown}" unless this server cannot work without it` : "mount only the folders this server needs (a project folder, not your home), read-only where it can",
                  safe: false,
                  edits: []
                }]
              });
            }
          }
        }
        return reports;
      }
    };
  }
});

// dist/rules/env-code-injection.js
function loadedCode(name, value) {
  const v = value.trim();
  if (!v)
    return [];
  if (name === "NODE_OPTIONS") {
    const words2 = v.split(/\s+/);
    const out = [];
    words2.forEach((word, i) => {
      const eq = word.indexOf("=");
      const flag = eq > 0 ? word.slice(0, eq) : word;
      if (!NODE_LOADERS.has(flag))
        return;
      const target = eq > 0 ? word.slice(eq + 1) : words2[i + 1];
      if (target)
        out.push(target.replace(/^["']|["']$/g, ""));
    });
    return out;
  }
  if (name === "LD_PRELOAD" || name === "DYLD_INSERT_LIBRARIES")
    return v.split(/[:\s]+/).filter(Boolean);
  if (name === "PERL5OPT")
    return [v];
  return [v];
}
function outsideRepository(target) {
  const t = target.replace(/\\/g, "/");
  if (/^(?:[a-z][a-z0-9+.-]*:)/i.test(t) && !/^[A-Za-z]:\//.test(t))
    return "a URL or inline code";
  if (/(?:^|\/)(?:tmp|temp|var\/tmp|private\/tmp)(?:\/|$)|\$\{?(?:TMPDIR|TEMP|TMP)\}?|%(?:TEMP|TMP)%|\/Temp\//i.test(t))
    return "a temp folder";
  if (/^(?:\$\{?(?:workspaceFolder|CLAUDE_PROJECT_DIR|PWD)\}?|\$\{(?:env:)?(?:CLAUDE_PROJECT_DIR|PWD)\})(?:\/|$)/.test(t))
    return void 0;
  if (/^~|^\$\{?(?:env:)?(?:HOME|USERPROFILE)\}?|^%USERPROFILE%|^\$\{userHome\}/i.test(t))
    return "the home folder";
  if (/^\/|^[A-Za-z]:\/|^\/\//.test(t))
    return "an absolute path";
  if (/^\.\.(?:\/|$)/.test(t))
    return "a path above the project";
  return void 0;
}
function assignmentsIn(words2, depth) {
  const head = words2[0];
  if (!head || depth > 6)
    return [];
  if (isCommandLine(head)) {
    return simpleCommands(tokenize(head, "posix")).flatMap((cmd, k, all) => assignmentsIn(k === all.length - 1 ? [...cmd, ...words2.slice(1)] : cmd, depth + 1));
  }
  const out = [];
  let i = 0;
  while (i < words2.length && ASSIGNMENT2.test(words2[i].value))
    out.push(envAssignment(words2[i++]));
  const program = words2[i] ? programName(words2[i].value) : "";
  if (program === "env") {
    let k = i + 1;
    while (k < words2.length && words2[k].value.startsWith("-"))
      k++;
    out.push(...assignmentsIn(words2.slice(k), depth + 1));
  } else if (SHELLS.has(program)) {
    const c = words2.findIndex((w, k) => k > i && /^-[A-Za-z]*c[A-Za-z]*$/.test(w.value));
    const script = c > 0 ? words2[c + 1] : void 0;
    if (script)
      for (const cmd of simpleCommands(tokenize(script, "posix")))
        out.push(...assignmentsIn(cmd, depth + 1));
  }
  return out;
}
function settingsOf(server) {
  const out = [];
  for (const e of server.env)
    out.push({ name: e.key, value: e.value.value, span: valueSpan(e.value), path: e.value.path, where: "sets" });
  const assignments = [];
  for (const launch2 of analyzeLaunches(server)) {
    assignments.push(...launch2.env.map((a) => ({ a, where: "sets" })), ...(launch2.docker?.env ?? []).map((a) => ({ a, where: `passes ${launch2.runner} -e` })));
  }
  if (server.command) {
    const words2 = [strToken(server.command), ...server.args.map((arg, i) => strToken(arg, i))];
    assignments.push(...assignmentsIn(words2, 0).map((a) => ({ a, where: "sets" })));
  }
  const seen = /* @__PURE__ */ new Set();
  for (const { a, where: where4 } of assignments) {
    if (a.value === void 0 || !a.valueSpan)
      continue;
    const key = `${a.token.str.span.start}:${a.valueSpan.start}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    out.push({ name: a.name, value: a.value, span: a.valueSpan, path: a.token.str.path, where: where4 });
  }
  return out;
}
var VARIABLES, NODE_LOADERS, ASSIGNMENT2, envCodeInjection;
var init_env_code_injection = __esm({
  "dist/rules/env-code-injection.js"() {
    "use strict";
    init_launch();
    init_launch_words();
    init_shell();
    init_source();
    VARIABLES = {
      NODE_OPTIONS: "makes Node.js load",
      LD_PRELOAD: "makes the dynamic linker load",
      DYLD_INSERT_LIBRARIES: "makes the macOS dynamic linker load",
      PYTHONSTARTUP: "makes Python run",
      PERL5OPT: "makes Perl run with",
      BASH_ENV: "makes bash run",
      ENV: "makes sh run"
    };
    NODE_LOADERS = /* @__PURE__ */ new Set(["--require", "-r", "--import", "--loader", "--experimental-loader"]);
    ASSIGNMENT2 = /^[A-Za-z_][A-Za-z0-9_]*=/;
    envCodeInjection = {
      meta: {
        id: "env-code-injection",
        level: "warning",
        description: "A server environment that loads code into the server before it starts (NODE_OPTIONS --require/--import/--loader, LD_PRELOAD, DYLD_INSERT_LIBRARIES, PYTHONSTARTUP, PERL5OPT, BASH_ENV/ENV); an error when that code sits outside the repository.",
        precision: "high",
        securitySeverity: "7.3",
        tags: ["security", "code-injection", "cwe-94"],
        fixable: "none",
        owasp: ["MCP05:2025"]
      },
      checkConfig(file) {
        const reports = [];
        for (const server of file.servers) {
          for (const s of settingsOf(server)) {
            const does = VARIABLES[s.name];
            if (!does)
              continue;
            const loaded = loadedCode(s.name, s.value);
            if (!loaded.length)
              continue;
            const outside = loaded.map((t) => ({ t, why: outsideRepository(t) })).find((x) => x.why);
            const level = outside ? "error" : "warning";
            const what2 = loaded.map((t) => JSON.stringify(t)).join(", ");
            const tail = outside ? ` ${JSON.stringify(outside.t)} is ${outside.why}, outside the repository: nobody reviewing this config can read what runs.` : " Nothing in the command line shows it: read that code as part of the server, or drop the variable.";
            reports.push({
              message: `server "${server.name}" ${s.where} ${s.name}, which ${does} ${what2} inside the server before it starts: that code runs with the server's rights and sees every request, token and file it handles.${tail}`,
              span: s.span,
              path: s.path,
              level,
              fingerprintValue: `${s.name}=${s.value}`,
              suggestions: [{ description: `remove ${s.name} from this server's environment unless you have read what it loads`, safe: false, edits: [] }]
            });
          }
        }
        return reports;
      }
    };
  }
});

// dist/src/analysis/expansion.js
function dollarBraces(value, options2) {
  const out = [];
  let close = -1;
  let lineBreak = options2.singleLine ? -1 : Infinity;
  for (let open = value.indexOf("${"); open >= 0; ) {
    if (close < open + 2)
      close = value.indexOf("}", open + 2);
    if (close < 0)
      break;
    if (lineBreak < open + 2) {
      LINE_BREAKS.lastIndex = open + 2;
      lineBreak = LINE_BREAKS.exec(value)?.index ?? Infinity;
    }
    let from;
    if (lineBreak < close)
      from = lineBreak + 1;
    else if (close === open + 2 && !options2.allowEmpty)
      from = open + 1;
    else {
      out.push({ start: open, end: close + 1, body: value.slice(open + 2, close) });
      from = close + 1;
    }
    open = value.indexOf("${", from);
  }
  return out;
}
function claudeReferences(value) {
  const out = [];
  let balanced;
  for (const { start, end, body } of claudeBraces(value)) {
    const parts = body.split(":-", 2);
    const nested = body.includes("${");
    if (nested)
      balanced ??= balancedEnds(value);
    out.push({
      start,
      end,
      body,
      name: parts[0],
      default: parts[1],
      droppedDefault: body.split(":-").length > 2,
      nested,
      intendedEnd: nested ? balanced.get(start) ?? end : end
    });
  }
  return out;
}
function balancedEnds(value) {
  const ends2 = /* @__PURE__ */ new Map();
  const open = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] === "$" && value[i + 1] === "{") {
      open.push(i);
      i++;
    } else if (value[i] === "}" && open.length) {
      ends2.set(open.pop(), i + 1);
    }
  }
  return ends2;
}
function bareReferences(value, skip = []) {
  const out = [];
  for (const m of value.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const name = m[1];
    if (!/^[A-Z0-9_]+$/.test(name) || !/[A-Z]/.test(name))
      continue;
    const start = m.index;
    const before = value[start - 1];
    if (before === "$" || before === "\\")
      continue;
    if (skip.some((r) => start >= r.start && start < r.end))
      continue;
    out.push({ start, end: start + m[0].length, name });
  }
  return out;
}
function vscodeReferences(value) {
  const out = [];
  for (const { start, end, body } of dollarBraces(value, { allowEmpty: true, singleLine: true })) {
    const parts = body.split(":");
    out.push({
      start,
      end,
      body,
      variable: parts[0],
      argument: parts.length > 1 ? parts[1] : void 0,
      nested: body.includes("${")
    });
  }
  return out;
}
function isIdentifier(name) {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}
var LINE_BREAKS, claudeBraces, VSCODE_PREDEFINED, VSCODE_PREFIXES;
var init_expansion = __esm({
  "dist/src/analysis/expansion.js"() {
    "use strict";
    LINE_BREAKS = /[\n\r\u2028\u2029]/g;
    claudeBraces = (value) => dollarBraces(value, { allowEmpty: false, singleLine: false });
    VSCODE_PREDEFINED = /* @__PURE__ */ new Set([
      "workspaceRoot",
      "workspaceFolder",
      "cwd",
      "workspaceRootFolderName",
      "workspaceFolderBasename",
      "userHome",
      "lineNumber",
      "columnNumber",
      "selectedText",
      "file",
      "fileWorkspaceFolder",
      "fileWorkspaceFolderBasename",
      "relativeFile",
      "relativeFileDirname",
      "fileDirname",
      "fileExtname",
      "fileBasename",
      "fileBasenameNoExtension",
      "fileDirnameBasename",
      "execPath",
      "execInstallFolder",
      "pathSeparator",
      "/"
    ]);
    VSCODE_PREFIXES = /* @__PURE__ */ new Set(["env", "config", "command", "input", "extensionInstallFolder"]);
  }
});

// dist/src/analysis/bridges.js
function selfExpandedStrings(server) {
  const strings = /* @__PURE__ */ new Set();
  const launch2 = analyzeLaunch(server);
  if (!launch2 || !SELF_EXPANDING_BRIDGE.test(launch2.package.name))
    return strings;
  launch2.args.forEach((token, i) => {
    if (token.value === "--header" && launch2.args[i + 1])
      strings.add(launch2.args[i + 1].str);
    else if (token.value.startsWith("--header="))
      strings.add(token.str);
  });
  return strings;
}
var SELF_EXPANDING_BRIDGE;
var init_bridges = __esm({
  "dist/src/analysis/bridges.js"() {
    "use strict";
    init_launch();
    SELF_EXPANDING_BRIDGE = /(?:^|\/)mcp-remote$/;
  }
});

// dist/rules/env-var-without-default/fields.js
function shellScriptIndexes(server) {
  const out = /* @__PURE__ */ new Set();
  let shell = server.command && SHELL.test(basename2(server.command.value)) ? -1 : void 0;
  server.args.forEach((arg, i) => {
    if (shell === void 0) {
      if (SHELL.test(basename2(arg.value)))
        shell = i;
    } else if (i > shell + 1 && SHELL_SCRIPT_FLAG.test(server.args[i - 1].value))
      out.add(i);
  });
  return out;
}
function fieldsOf(server) {
  const below2 = (str) => {
    const rest = str.path.slice(server.path.length);
    return rest.map((seg, i) => typeof seg === "number" ? `[${seg}]` : i === 0 ? seg : `.${seg}`).join("");
  };
  const scripts = shellScriptIndexes(server);
  const fields = [];
  if (server.command)
    fields.push({ str: server.command, kind: "command", label: below2(server.command), shellScript: false });
  server.args.forEach((str, i) => fields.push({ str, kind: "args", label: below2(str), shellScript: scripts.has(i) }));
  if (server.url)
    fields.push({ str: server.url, kind: "url", label: below2(server.url), shellScript: false });
  for (const e of server.env)
    fields.push({ str: e.value, kind: "env", label: below2(e.value), key: e.key, shellScript: false });
  for (const h of server.headers)
    fields.push({ str: h.value, kind: "headers", label: below2(h.value), key: h.key, shellScript: false });
  return fields;
}
function show(text2) {
  return text2.length > 60 ? `${text2.slice(0, 57)}\u2026` : text2;
}
function reporter(reports) {
  return (field2, start, end, level, message3, extra) => {
    const report5 = { message: message3, span: valueSpan(field2.str, start, end), path: field2.str.path, level };
    if (extra?.fix)
      report5.fix = extra.fix;
    if (extra?.suggestions?.length)
      report5.suggestions = extra.suggestions;
    reports.push(report5);
  };
}
function replaceIn(file, str, start, end, text2) {
  const span = valueSpan(str, start, end);
  return { file: file.source.path, start: span.start, end: span.end, text: text2 };
}
function dataAt(data, path) {
  let node = data;
  for (const seg of path) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, seg))
      return void 0;
    node = node[seg];
  }
  return node;
}
function bridgeOf(server, environment) {
  const headers = selfExpandedStrings(server);
  if (!headers.size)
    return { expands: () => false, has: () => false };
  const names = environment ?? new Set(server.env.map((e) => e.key));
  return { expands: (field2) => field2.kind === "args" && headers.has(field2.str), has: (name) => names.has(name) };
}
function bridgeMissing(emit, field2, server, start, end, name, how) {
  emit(field2, start, end, "warning", `${where(field2, server)}: mcp-remote fills in \${${name}} from its own environment, and this entry does not give it ${name}: add ${how}, so that the value reaches mcp-remote's environment and never its command line`);
}
var SHELL, SHELL_SCRIPT_FLAG, basename2, where, braceless;
var init_fields = __esm({
  "dist/rules/env-var-without-default/fields.js"() {
    "use strict";
    init_bridges();
    init_source();
    SHELL = /^(?:ba|da|z|k|a)?sh(?:\.exe)?$/i;
    SHELL_SCRIPT_FLAG = /^-[A-Za-z]*c[A-Za-z]*$/;
    basename2 = (path) => path.split(/[\\/]/).pop() ?? path;
    where = (field2, server) => `${field2.label} of server "${server.name}"`;
    braceless = (value, end) => !/[A-Za-z0-9_]/.test(value[end] ?? "");
  }
});

// dist/rules/env-var-without-default/claude.js
function checkClaude(file, options2) {
  const reports = [];
  const emit = reporter(reports);
  for (const server of file.servers) {
    const bridge = bridgeOf(server);
    for (const field2 of fieldsOf(server)) {
      const value = field2.str.value;
      if (!value.includes("$"))
        continue;
      const refs = claudeReferences(value);
      for (const ref of refs) {
        if (!bridge.expands(field2) || !isIdentifier(ref.name) || ref.default !== void 0)
          checkClaudeReference(file, server, field2, ref, options2, emit);
        else if (!bridge.has(ref.name))
          bridgeMissing(emit, field2, server, ref.start, ref.end, ref.name, `"${ref.name}": "\${${ref.name}}" to "env"`);
      }
      if (!field2.shellScript) {
        const skip = refs.map((r) => ({ start: r.start, end: r.intendedEnd }));
        for (const bare of bareReferences(value, skip)) {
          emit(field2, bare.start, bare.end, "note", `${where(field2, server)}: $${bare.name} is passed literally: Claude Code expands only the braced form \${${bare.name}} (or \${${bare.name}:-default})`);
        }
      }
    }
  }
  return reports;
}
function checkClaudeReference(file, server, field2, ref, options2, emit) {
  const value = field2.str.value;
  const text2 = value.slice(ref.start, ref.end);
  const at2 = where(field2, server);
  const launch2 = field2.kind === "command" || field2.kind === "args" || field2.kind === "url";
  if (ref.nested) {
    emit(field2, ref.start, ref.intendedEnd, "warning", `${at2}: nested reference ${show(value.slice(ref.start, ref.intendedEnd))} does not work: Claude Code's expansion stops at the first "}", so it reads the variable ${ref.name} with the default "${show(ref.default ?? "")}" and leaves the rest as literal text; Claude Code has no nested defaults: use one variable with a plain default`);
    return;
  }
  if (ref.name.includes(":") && !isIdentifier(ref.name)) {
    const [prefix, arg] = ref.name.split(":", 2);
    const vscodeStyle = VSCODE_PREFIXES.has(prefix) || VSCODE_PREDEFINED.has(prefix);
    const hint = prefix === "env" && isIdentifier(arg) ? `write \${${arg}}` : "use an environment variable: ${NAME} or ${NAME:-default}";
    const suggestions = prefix === "env" && isIdentifier(arg) ? [{ description: `write \${${arg}} instead of \${env:${arg}}`, safe: false, edits: [replaceIn(file, field2.str, ref.start + 2, ref.start + 2 + ref.name.length, arg)] }] : [];
    emit(field2, ref.start, ref.end, "warning", `${at2}: ${show(text2)} is ${vscodeStyle ? "VS Code syntax" : "not a variable name"}: Claude Code looks up an environment variable literally named "${show(ref.name)}", which is never set, so ${ref.default === void 0 ? `the server gets the literal text "${show(text2)}"` : "the default is always used"}; ${hint}`, { suggestions });
    return;
  }
  if (ref.droppedDefault) {
    emit(field2, ref.start, ref.end, "warning", `${at2}: ${show(text2)} has more than one ":-": Claude Code splits at the first and drops everything after the second, so the default is only the text between them`);
    return;
  }
  if (ref.default === void 0 && VSCODE_PREDEFINED.has(ref.name)) {
    emit(field2, ref.start, ref.end, "warning", `${at2}: ${text2} is a VS Code variable: Claude Code looks up an environment variable named ${ref.name}, which is normally unset, so the server gets the literal text "${text2}"${ref.name === "workspaceFolder" ? "; for the project folder use ${CLAUDE_PROJECT_DIR:-.}" : ""}`);
    return;
  }
  if (ref.name === "CLAUDE_PLUGIN_ROOT")
    return;
  if (ref.name === "CLAUDE_PROJECT_DIR") {
    checkProjectDir(file, server, field2, ref, emit);
    return;
  }
  if (ref.default !== void 0 || options2.assumeSet.has(ref.name))
    return;
  if (field2.shellScript) {
    const suggestions = braceless(value, ref.end) ? [{ description: `write $${ref.name}, which only the shell expands`, safe: false, edits: [replaceIn(file, field2.str, ref.start, ref.end, `$${ref.name}`)] }] : [];
    emit(field2, ref.start, ref.end, "warning", `${at2}: ${text2} has no default: Claude Code expands it before the shell runs; if ${ref.name} is not set where Claude Code starts, it warns "Missing environment variables: ${ref.name}" (some versions drop the server) and leaves the text for the shell; write $${ref.name} to leave it to the shell, or \${${ref.name}:-default}`, { suggestions });
    return;
  }
  if (launch2) {
    emit(field2, ref.start, ref.end, "warning", `${at2}: ${text2} has no default: ${CLAUDE_UNSET(ref.name, text2)}; write \${${ref.name}:-default} or make sure ${ref.name} is always set`);
    return;
  }
  if (options2.checkEnvAndHeaders) {
    emit(field2, ref.start, ref.end, "note", `${at2}: ${text2} has no default: ${CLAUDE_UNSET(ref.name, text2)}`);
  }
}
function checkProjectDir(file, server, field2, ref, emit) {
  const value = field2.str.value;
  const text2 = value.slice(ref.start, ref.end);
  const at2 = where(field2, server);
  const pathLike2 = field2.kind === "command" || field2.kind === "args" || field2.kind === "env";
  const closing = ref.end - 1;
  if (ref.default === void 0) {
    if (field2.shellScript) {
      const suggestions = braceless(value, ref.end) ? [{ description: "write $CLAUDE_PROJECT_DIR, which only the shell expands", safe: false, edits: [replaceIn(file, field2.str, ref.start, ref.end, "$CLAUDE_PROJECT_DIR")] }] : [];
      emit(field2, ref.start, ref.end, "warning", `${at2}: ${text2} is expanded by Claude Code before the shell runs, and CLAUDE_PROJECT_DIR is not set in the environment Claude Code expands from (only in the server's): Claude Code warns "Missing environment variables: CLAUDE_PROJECT_DIR" (some versions drop the server) before the shell gets to expand it; write $CLAUDE_PROJECT_DIR so that only the shell expands it`, { suggestions });
      return;
    }
    const fix = pathLike2 ? { description: 'add the default ":-." (the folder the server starts in)', safe: true, edits: [replaceIn(file, field2.str, closing, closing, ":-.")] } : void 0;
    emit(field2, ref.start, ref.end, "error", `${at2}: ${text2} is never expanded: CLAUDE_PROJECT_DIR is set in the server's environment, not in the one Claude Code expands from, so Claude Code warns "Missing environment variables: CLAUDE_PROJECT_DIR" and the server gets the literal text "${text2}" (some versions drop the server)${pathLike2 ? "; write ${CLAUDE_PROJECT_DIR:-.}" : ""}`, fix ? { fix } : void 0);
    return;
  }
  if (ref.default === "" && pathLike2) {
    const after = ref.end - 1;
    emit(field2, ref.start, ref.end, "warning", `${at2}: ${text2} always expands to the empty string: CLAUDE_PROJECT_DIR is not set in the environment Claude Code expands from${value.length > text2.length ? `, so "${show(value)}" loses its folder` : ""}; write \${CLAUDE_PROJECT_DIR:-.}`, { suggestions: [{ description: 'use the default "." (the folder the server starts in)', safe: false, edits: [replaceIn(file, field2.str, after, after, ".")] }] });
  }
}
var CLAUDE_UNSET;
var init_claude = __esm({
  "dist/rules/env-var-without-default/claude.js"() {
    "use strict";
    init_expansion();
    init_fields();
    CLAUDE_UNSET = (name, ref) => `if ${name} is not set in the environment Claude Code starts from, Claude Code warns "Missing environment variables: ${name}" and passes the literal text "${ref}" (some versions drop the server instead)`;
  }
});

// dist/rules/env-var-without-default/codex.js
function codexEnvironment(file, server) {
  const names = new Set(CODEX_DEFAULT_ENV);
  const forwarded = dataAt(file.data, [...server.path, "env_vars"]);
  if (Array.isArray(forwarded)) {
    for (const item of forwarded) {
      if (typeof item === "string")
        names.add(item);
      else if (typeof item === "object" && item !== null && typeof item.name === "string")
        names.add(item.name);
    }
  }
  for (const e of server.env)
    names.add(e.key);
  return names;
}
function codexReferences(value) {
  const braced = claudeReferences(value);
  const refs = braced.map((r) => {
    const body = value.slice(r.start + 2, r.end - 1);
    return { start: r.start, end: r.end, text: value.slice(r.start, r.end), name: isIdentifier(body) ? body : void 0 };
  });
  for (const b of bareReferences(value, braced.map((r) => ({ start: r.start, end: r.intendedEnd })))) {
    refs.push({ start: b.start, end: b.end, text: value.slice(b.start, b.end), name: b.name });
  }
  return refs.sort((a, b) => a.start - b.start);
}
function checkCodex(file) {
  const reports = [];
  const emit = reporter(reports);
  for (const server of file.servers) {
    let environment;
    for (const field2 of fieldsOf(server)) {
      const value = field2.str.value;
      if (!value.includes("$"))
        continue;
      const at2 = where(field2, server);
      for (const ref of codexReferences(value)) {
        const whole = ref.start === 0 && ref.end === value.length;
        const name = ref.name;
        if (name && field2.kind === "args" && ref.text.startsWith("${")) {
          environment ??= codexEnvironment(file, server);
          const bridge = bridgeOf(server, environment);
          if (bridge.expands(field2)) {
            if (!bridge.has(name))
              bridgeMissing(emit, field2, server, ref.start, ref.end, name, `env_vars = ["${name}"]`);
            continue;
          }
        }
        if (field2.shellScript) {
          if (!name)
            continue;
          environment ??= codexEnvironment(file, server);
          if (environment.has(name))
            continue;
          emit(field2, ref.start, ref.end, "warning", `${at2}: the shell expands ${ref.text} from the server's environment, which Codex builds from a short allow-list plus "env_vars" and "env": ${name} is in neither, so it expands to an empty string; add env_vars = ["${name}"]`);
          continue;
        }
        let how;
        switch (field2.kind) {
          case "env":
            how = name && whole ? name === field2.key ? `to pass ${name} on from the environment Codex runs in, remove this entry and add env_vars = ["${name}"]` : `Codex forwards variables only under their own name: add env_vars = ["${name}"] and have the server read ${name}, or set ${field2.key} in the environment Codex runs in and add env_vars = ["${field2.key}"]` : `Codex cannot build a value from a variable: forward it with env_vars = ["${name ?? "NAME"}"] and let the server (or a wrapper script) combine it`;
            break;
          case "headers": {
            const bearer = /^bearer\s+$/i.test(value.slice(0, ref.start)) && ref.end === value.length;
            if (name && bearer && field2.key.toLowerCase() === "authorization") {
              how = `remove this header and set bearer_token_env_var = "${name}": Codex then sends "Authorization: Bearer <value of ${name}>"`;
            } else if (name && whole) {
              how = `move it to env_http_headers = { "${field2.key}" = "${name}" }: Codex reads the header's value from ${name} at request time`;
            } else {
              how = `env_http_headers = { "${field2.key}" = "NAME" } takes the whole header value from the variable NAME: put the complete value in a variable${field2.key.toLowerCase() === "authorization" ? ', or for "Bearer <token>" use bearer_token_env_var = "NAME"' : ""}`;
            }
            break;
          }
          case "url":
            how = "Codex has no way to put a variable into the url: write the URL out, and send credentials as headers with bearer_token_env_var or env_http_headers";
            break;
          default:
            how = `Codex has no way to put a variable into ${field2.kind === "command" ? "the command" : "an argument"}: forward it with env_vars = ["${name ?? "NAME"}"] and let the server read it from its environment, or start the server through sh -c, which expands it`;
        }
        emit(field2, ref.start, ref.end, "warning", `${at2}: ${CODEX_LITERAL(ref.text)}; ${how}`);
      }
    }
  }
  return reports;
}
var CODEX_DEFAULT_ENV, CODEX_LITERAL;
var init_codex2 = __esm({
  "dist/rules/env-var-without-default/codex.js"() {
    "use strict";
    init_expansion();
    init_fields();
    CODEX_DEFAULT_ENV = /* @__PURE__ */ new Set([
      "HOME",
      "LOGNAME",
      "PATH",
      "SHELL",
      "USER",
      "__CF_USER_TEXT_ENCODING",
      "LANG",
      "LC_ALL",
      "TERM",
      "TMPDIR",
      "TZ",
      "PATHEXT",
      "USERNAME",
      "USERDOMAIN",
      "USERPROFILE",
      "TEMP",
      "TMP"
    ]);
    CODEX_LITERAL = (text2) => `Codex never expands variables, so the server gets the literal text "${show(text2)}"`;
  }
});

// dist/rules/env-var-without-default/hooks.js
function report(reports, str, start, end, level, message3, advice) {
  reports.push({ message: message3, span: valueSpan(str, start, end), path: str.path, level, suggestions: [{ description: advice, safe: false, edits: [] }] });
}
function placeholderSet(file, name) {
  if (!CLAUDE_SHAPED.has(file.host))
    return false;
  return name === "CLAUDE_PROJECT_DIR" || file.host === "plugin-hooks" && PLUGIN_PLACEHOLDERS.has(name);
}
function checkExecForm(file, command, reports) {
  for (const str of [command.command, ...command.args]) {
    if (!str.value.includes("$"))
      continue;
    const braced = claudeReferences(str.value);
    for (const ref of braced) {
      if (placeholderSet(file, ref.name) || file.host === "plugin-hooks" && ref.name.startsWith("user_config."))
        continue;
      const text2 = str.value.slice(ref.start, ref.end);
      report(reports, str, ref.start, ref.end, "warning", `the ${command.name} is started without a shell (${file.host === "codex" ? '"notify" is an argv array' : 'exec form: "args" is set'}), and nothing expands ${show(text2)}: the program gets the literal text "${show(text2)}"`, CLAUDE_SHAPED.has(file.host) ? 'use the shell form (one "command" string, without "args") if the variable is meant to expand, or read it from the environment in the program' : 'read the variable from the environment in the program, or run it through "sh", "-c", "\u2026"');
    }
    for (const bare of bareReferences(str.value, braced.map((r) => ({ start: r.start, end: r.intendedEnd })))) {
      if (placeholderSet(file, bare.name))
        continue;
      report(reports, str, bare.start, bare.end, "warning", `the ${command.name} is started without a shell, so $${bare.name} is not expanded: the program gets the literal text "$${bare.name}"`, "read the variable from the environment in the program, or use the shell form");
    }
  }
}
function checkShellForm(file, command, reports) {
  const str = command.command;
  if (!str.value.includes("${"))
    return;
  for (const ref of claudeReferences(str.value)) {
    if (ref.name.startsWith("user_config.") && CLAUDE_SHAPED.has(file.host)) {
      const key = ref.name.slice("user_config.".length);
      report(reports, str, ref.start, ref.end, "warning", `\${user_config.*} in a shell-form hook: Claude Code refuses it since 2.1.207 (a value the user typed would be pasted into a shell line) and the hook does not run`, `use the environment variable $CLAUDE_PLUGIN_OPTION_${key.toUpperCase()} instead, or the exec form ("command" plus "args")`);
    } else if (file.host === "claude-settings" && PLUGIN_PLACEHOLDERS.has(ref.name)) {
      report(reports, str, ref.start, ref.end, "warning", `\${${ref.name}} is set only for a plugin's own hooks: in ${file.source.display.split("/").pop()} it expands to an empty string`, "use ${CLAUDE_PROJECT_DIR} for a path in the repository");
    }
  }
}
function checkCommands(file) {
  const reports = [];
  for (const command of file.commands ?? []) {
    if (!command.command)
      continue;
    if (command.shell)
      checkShellForm(file, command, reports);
    else if (CLAUDE_SHAPED.has(file.host) || file.host === "codex")
      checkExecForm(file, command, reports);
  }
  return reports;
}
var PLUGIN_PLACEHOLDERS, CLAUDE_SHAPED;
var init_hooks = __esm({
  "dist/rules/env-var-without-default/hooks.js"() {
    "use strict";
    init_expansion();
    init_source();
    init_fields();
    PLUGIN_PLACEHOLDERS = /* @__PURE__ */ new Set(["CLAUDE_PLUGIN_ROOT", "CLAUDE_PLUGIN_DATA"]);
    CLAUDE_SHAPED = /* @__PURE__ */ new Set(["claude-settings", "plugin-hooks"]);
  }
});

// dist/rules/env-var-without-default/vscode.js
function inputIds(data, scope = []) {
  if (typeof data !== "object" || data === null)
    return void 0;
  const inputs = dataAt(data, [...scope, "inputs"]);
  const ids = /* @__PURE__ */ new Set();
  if (Array.isArray(inputs)) {
    for (const input of inputs) {
      const id = typeof input === "object" && input !== null ? input.id : void 0;
      if (typeof id === "string")
        ids.add(id);
    }
  }
  return ids;
}
function checkVscode(file) {
  const reports = [];
  const emit = reporter(reports);
  const ids = inputIds(file.data, file.scope);
  for (const server of file.servers) {
    const bridge = bridgeOf(server);
    for (const field2 of fieldsOf(server)) {
      const value = field2.str.value;
      if (!value.includes("$"))
        continue;
      const at2 = where(field2, server);
      const refs = vscodeReferences(value);
      for (const ref of refs) {
        const text2 = value.slice(ref.start, ref.end);
        if (ref.nested) {
          emit(field2, ref.start, ref.end, "warning", `${at2}: ${show(text2)} is a nested reference: VS Code does not resolve those and passes the text on unchanged`);
          continue;
        }
        if (ref.variable === "input") {
          if (ids && ref.argument !== void 0 && !ids.has(ref.argument)) {
            emit(field2, ref.start, ref.end, "warning", `${at2}: ${text2} names no entry of "inputs": VS Code stops with "Undefined input variable '${ref.argument}'" and does not start the server; add { "type": "promptString", "id": "${ref.argument}", "description": "\u2026", "password": true } to "inputs"`);
          }
          continue;
        }
        if (VSCODE_PREFIXES.has(ref.variable) || VSCODE_PREDEFINED.has(ref.variable))
          continue;
        const claudeStyle = isIdentifier(ref.body) || ref.body.includes(":-") && isIdentifier(ref.body.split(":-", 2)[0]);
        if (!claudeStyle)
          continue;
        const name = ref.body.split(":-", 2)[0];
        if (bridge.expands(field2) && ref.body === name) {
          if (!bridge.has(name))
            bridgeMissing(emit, field2, server, ref.start, ref.end, name, `"${name}": "\${input:${name.toLowerCase().replace(/_/g, "-")}}" to "env" (with an "inputs" entry that has "password": true)`);
          continue;
        }
        const suggestions = ref.body === name ? [{ description: `replace ${text2} with \${env:${name}}`, safe: false, edits: [replaceIn(file, field2.str, ref.start + 2, ref.start + 2, "env:")] }] : [];
        emit(field2, ref.start, ref.end, "warning", `${at2}: VS Code does not expand ${show(text2)} in its MCP configuration (that is .mcp.json syntax), so the server gets the literal text; write \${env:${name}} (empty when unset${ref.body === name ? "" : "; VS Code has no defaults"}) or, for a secret, \${input:\u2026} with an "inputs" entry that has "password": true`, { suggestions });
      }
      if (field2.shellScript)
        continue;
      for (const bare of bareReferences(value, refs)) {
        emit(field2, bare.start, bare.end, "note", `${at2}: $${bare.name} is passed literally: VS Code expands only \${env:${bare.name}}`);
      }
    }
  }
  return reports;
}
var init_vscode2 = __esm({
  "dist/rules/env-var-without-default/vscode.js"() {
    "use strict";
    init_expansion();
    init_fields();
  }
});

// dist/rules/env-var-without-default.js
function readOptions2(context) {
  const assume = context.options.assumeSet;
  return {
    checkEnvAndHeaders: context.options.checkEnvAndHeaders === true,
    assumeSet: new Set(Array.isArray(assume) ? assume.filter((x) => typeof x === "string") : [])
  };
}
var envVarWithoutDefault;
var init_env_var_without_default = __esm({
  "dist/rules/env-var-without-default.js"() {
    "use strict";
    init_claude();
    init_codex2();
    init_hooks();
    init_vscode2();
    envVarWithoutDefault = {
      meta: {
        id: "env-var-without-default",
        level: "warning",
        description: "A variable reference the host will not expand as intended: Claude Code ${VAR} without a default in command, args or url, ${CLAUDE_PROJECT_DIR}, VS Code syntax in the wrong file, ${\u2026} in Codex, which expands nothing.",
        precision: "high",
        securitySeverity: "3.0",
        tags: ["security", "reliability"],
        fixable: "safe",
        owasp: [],
        options: {
          type: "object",
          additionalProperties: false,
          properties: {
            checkEnvAndHeaders: {
              description: "Claude Code: also report ${VAR} without a default in env and header values, as notes (default false)",
              type: "boolean"
            },
            assumeSet: {
              description: 'Claude Code: variables that are always set where your team runs Claude Code (e.g. ["HOME"]); ${NAME} without a default is not reported for them',
              type: "array",
              items: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" },
              uniqueItems: true
            }
          }
        }
      },
      checkConfig(file, context) {
        const commands = file.commands?.length ? checkCommands(file) : [];
        switch (file.host) {
          case "claude-code":
            return checkClaude(file, readOptions2(context));
          case "codex":
            return [...checkCodex(file), ...commands].sort((a, b) => a.span.start - b.span.start);
          case "vscode":
            return checkVscode(file);
          default:
            return commands;
        }
      }
    };
  }
});

// dist/rules/data.js
function readRuleFile(name) {
  return (0, import_node_fs9.readFileSync)(new URL(`./${name}`, importMetaUrl), "utf8");
}
var import_node_fs9;
var init_data = __esm({
  "dist/rules/data.js"() {
    "use strict";
    import_node_fs9 = require("node:fs");
  }
});

// dist/src/model/redact.js
function visiblePrefix(secret) {
  const kind = /^[A-Za-z]{2,10}[_-]/.exec(secret)?.[0].length ?? 0;
  return Math.min(kind, 8, Math.floor(secret.length / 4));
}
function describeSecret(secret) {
  const shown = secret.slice(0, visiblePrefix(secret));
  return `${shown}\u2026 (${secret.length} chars)`;
}
function pieceHash(text2, start) {
  let h = 0;
  for (let k = 0; k < SECRET_PIECE; k++)
    h = Math.imul(h, BASE) + text2.charCodeAt(start + k) | 0;
  return h;
}
var SECRET_PIECE, MIN_WHOLE, BASE, TOP, HASH_BITS, MEMO_FROM, MEMO_CHARS, Masker;
var init_redact = __esm({
  "dist/src/model/redact.js"() {
    "use strict";
    SECRET_PIECE = 8;
    MIN_WHOLE = 6;
    BASE = 31;
    TOP = Array.from({ length: SECRET_PIECE - 1 }).reduce((h) => Math.imul(h, BASE), 1);
    HASH_BITS = 1073741823;
    MEMO_FROM = 256;
    MEMO_CHARS = 16 * 1024 * 1024;
    Masker = class {
      /** piece → how many of its leading characters may stay visible (those inside a secret's visible prefix) */
      pieces = /* @__PURE__ */ new Map();
      hashes = /* @__PURE__ */ new Set();
      /** secrets shorter than a piece, by length → value → visible prefix */
      short = /* @__PURE__ */ new Map();
      known = /* @__PURE__ */ new Set();
      add(secret) {
        if (secret.length < MIN_WHOLE || this.known.has(secret))
          return;
        this.known.add(secret);
        this.clearMemo();
        const prefix = visiblePrefix(secret);
        if (secret.length < SECRET_PIECE) {
          let byValue = this.short.get(secret.length);
          if (!byValue)
            this.short.set(secret.length, byValue = /* @__PURE__ */ new Map());
          byValue.set(secret, prefix);
          return;
        }
        for (let k = 0; k + SECRET_PIECE <= secret.length; k++) {
          const piece = secret.slice(k, k + SECRET_PIECE);
          const keep = Math.max(0, prefix - k);
          const before = this.pieces.get(piece);
          if (before === void 0 || keep < before)
            this.pieces.set(piece, keep);
          this.hashes.add(pieceHash(piece, 0) & HASH_BITS);
        }
      }
      get size() {
        return this.known.size;
      }
      /**
       * Texts masked since the last secret was learned: every finding at one place masks the same location, message
       * prefix and frame line (a key of 50,000 characters holding a thousand tokens was masked once per token).
       */
      masked = /* @__PURE__ */ new Map();
      memoChars = 0;
      clearMemo() {
        this.masked.clear();
        this.memoChars = 0;
      }
      mask(text2) {
        if (!this.known.size)
          return text2;
        if (text2.length < MEMO_FROM)
          return this.maskText(text2);
        let out = this.masked.get(text2);
        if (out === void 0) {
          out = this.maskText(text2);
          if (this.memoChars + text2.length > MEMO_CHARS)
            this.clearMemo();
          this.masked.set(text2, out);
          this.memoChars += text2.length;
        }
        return out;
      }
      maskText(text2) {
        let hidden;
        const hide = (from, to) => (hidden ??= new Uint8Array(text2.length)).fill(1, from, to);
        if (this.pieces.size && text2.length >= SECRET_PIECE) {
          let h = pieceHash(text2, 0);
          for (let i = 0; ; i++) {
            if (this.hashes.has(h & HASH_BITS)) {
              const keep = this.pieces.get(text2.slice(i, i + SECRET_PIECE));
              if (keep !== void 0)
                hide(i + keep, i + SECRET_PIECE);
            }
            if (i + SECRET_PIECE >= text2.length)
              break;
            h = Math.imul(h - Math.imul(text2.charCodeAt(i), TOP), BASE) + text2.charCodeAt(i + SECRET_PIECE) | 0;
          }
        }
        for (const [length2, byValue] of this.short) {
          for (let i = 0; i + length2 <= text2.length; i++) {
            const keep = byValue.get(text2.slice(i, i + length2));
            if (keep !== void 0)
              hide(i + keep, i + length2);
          }
        }
        if (!hidden)
          return text2;
        let out = "";
        let run = 0;
        for (let i = 0; i <= text2.length; i++) {
          if (i < text2.length && !hidden[i])
            continue;
          out += text2.slice(run, i);
          if (i < text2.length)
            out += "*";
          run = i + 1;
        }
        return out;
      }
    };
  }
});

// dist/src/analysis/secret-values.js
function shannonEntropy(s) {
  const order = [];
  let other;
  let length2 = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const low = s.charCodeAt(i + 1);
      if (low >= 56320 && low <= 57343) {
        c = (c - 55296 << 10) + (low - 56320) + 65536;
        i++;
      }
    }
    length2++;
    if (c < 128) {
      if (asciiCounts[c]++ === 0)
        order.push(c);
    } else {
      other ??= /* @__PURE__ */ new Map();
      const n = other.get(c) ?? 0;
      if (n === 0)
        order.push(c);
      other.set(c, n + 1);
    }
  }
  let h = 0;
  for (const c of order) {
    const p = (c < 128 ? asciiCounts[c] : other.get(c)) / length2;
    h -= p * Math.log2(p);
  }
  for (const c of order)
    if (c < 128)
      asciiCounts[c] = 0;
  return h;
}
function isReference(value) {
  const v = value.trim();
  return WHOLE_REFERENCES.some((re) => re.test(v));
}
function hasReference(value) {
  return isReference(value) || /\$\{|\$\(|\{\{|\{env:/.test(value);
}
function isPlaceholder(value) {
  const v = value.trim();
  if (PLACEHOLDER_WORDS.has(v.toLowerCase()))
    return true;
  if (isReference(v) || envVarNameLike(v))
    return true;
  return PLACEHOLDER_MARKERS.test(v) || COUNTING.test(v);
}
function wordish(v) {
  if (!/^[A-Za-z]+(?:[-_. ][A-Za-z]+)*$/.test(v))
    return false;
  return v.split(/[-_. ]/).every((w) => /^(?:[a-z]+|[A-Z]+|(?:[A-Z][a-z]+)+|[a-z]+(?:[A-Z][a-z]+)+)$/.test(w));
}
function envVarNameLike(v) {
  return /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(v);
}
function pathLike(v) {
  return /^(?:[A-Za-z]:[\\/]|[\\/]|~[\\/]|\.\.?[\\/])/.test(v);
}
function urlLike(v) {
  return /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(v);
}
function emailLike(v) {
  return /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(v);
}
function charClasses(v) {
  return (/[a-z]/.test(v) ? 1 : 0) + (/[A-Z]/.test(v) ? 1 : 0) + (/[0-9]/.test(v) ? 1 : 0) + (/[^A-Za-z0-9]/.test(v) ? 1 : 0);
}
function looksLikeSecret(value, strength, user, slot = "named") {
  const v = value;
  if (!v || /\s/.test(v))
    return false;
  if (isPlaceholder(v) || hasReference(v) || envVarNameLike(v) || pathLike(v) || urlLike(v) || emailLike(v))
    return false;
  if (wordish(v) && !(strength === "password" && slot === "dedicated" && lettersOnlyPassword(v, user)))
    return false;
  const classes = charClasses(v);
  const entropy = shannonEntropy(v);
  switch (strength) {
    case "token":
      return v.length >= 16 && classes >= 2 && entropy >= 3;
    case "credential":
      return v.length >= 8 && (classes >= 2 || v.length >= 20) && entropy >= 2.5;
    case "password":
      if (WEAK_PASSWORDS.has(v.toLowerCase()) || user !== void 0 && v === user)
        return false;
      if (slot === "dedicated" && /^[A-Za-z]+$/.test(v))
        return v.length >= 6 && entropy >= 2;
      return v.length >= 6 && (classes >= 2 || v.length >= 12) && entropy >= 2;
  }
}
function lettersOnlyPassword(v, user) {
  if (!/^[A-Za-z]+$/.test(v))
    return false;
  if (WEAK_PASSWORDS.has(v.toLowerCase()) || user !== void 0 && v.toLowerCase() === user.toLowerCase())
    return false;
  return !/pass(?:word|wd|phrase)?|pwd|^(?:blank|notset|disabled|enabled|generated|random|secure|strong|hidden|masked|omitted|provided|sensitive|confidential)$/i.test(v);
}
function literalParts(value, start, end) {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(value[s]))
    s++;
  while (e > s && /\s/.test(value[e - 1]))
    e--;
  if (e - s >= 2 && (value[s] === '"' || value[s] === "'") && value[e - 1] === value[s]) {
    s++;
    e--;
  }
  const seg = value.slice(s, e);
  const m = /^\$\{([^}:]+):-([^}]*)\}$/.exec(seg);
  if (m) {
    const ds = s + 2 + m[1].length + 2;
    return literalParts(value, ds, ds + m[2].length);
  }
  if (!seg || hasReference(seg))
    return [];
  return [{ start: s, end: e }];
}
var asciiCounts, WHOLE_REFERENCES, PLACEHOLDER_WORDS, PLACEHOLDER_MARKERS, COUNTING, WEAK_PASSWORDS;
var init_secret_values = __esm({
  "dist/src/analysis/secret-values.js"() {
    "use strict";
    asciiCounts = new Int32Array(128);
    WHOLE_REFERENCES = [
      /^\$\{[^}]*\}$/,
      // ${VAR}, ${VAR:-x}, ${input:x}, ${env:X}
      /^\$[A-Za-z_][A-Za-z0-9_]*$/,
      // $VAR
      /^\$env:[A-Za-z_][A-Za-z0-9_]*$/i,
      // PowerShell $env:VAR
      /^%[A-Za-z_][A-Za-z0-9_]*%$/,
      // %VAR%
      /^\{env:[^}]+\}$/,
      // {env:VAR}
      /^\$\{\{[\s\S]*\}\}$/,
      // ${{ secrets.X }}
      /^\{\{[\s\S]*\}\}$/,
      // {{ VAR }}
      /^\$\([\s\S]*\)$/
      // $(command)
    ];
    PLACEHOLDER_WORDS = /* @__PURE__ */ new Set([
      "",
      "test",
      "tests",
      "testing",
      "none",
      "null",
      "nil",
      "undefined",
      "true",
      "false",
      "secret",
      "secrets",
      "password",
      "passwd",
      "pass",
      "token",
      "key",
      "apikey",
      "api_key",
      "api-key",
      "changeme",
      "example",
      "dummy",
      "default",
      "empty",
      "n/a",
      "na",
      "required",
      "optional",
      "string",
      "value",
      "todo",
      "tbd",
      "fixme",
      "foo",
      "bar",
      "foobar",
      "abc",
      "abc123",
      "123",
      "1234",
      "12345",
      "123456",
      "unset",
      "placeholder",
      "redacted",
      "hidden",
      "private",
      "x",
      "xx",
      "xxx"
    ]);
    PLACEHOLDER_MARKERS = /your|placeholder|example|redacted|change[-_ ]?me|replace|insert|paste|dummy|fake|sample|(?:^|[-_ .])here$|todo|fixme|xxxx|\*\*\*|•••|\.\.\.|…|^[<[{]|[>\]}]$|<[^<>]*>|\{[^{}]*\}|(.)\1{5}/i;
    COUNTING = /0123456|123456789|abcdefgh/i;
    WEAK_PASSWORDS = /* @__PURE__ */ new Set([
      "password",
      "passwd",
      "pass",
      "pw",
      "pwd",
      "postgres",
      "postgresql",
      "mysql",
      "mariadb",
      "mongo",
      "mongodb",
      "redis",
      "root",
      "admin",
      "administrator",
      "secret",
      "guest",
      "test",
      "user",
      "changeme",
      "mysecretpassword",
      "example",
      "default",
      "sa",
      "neo4j",
      "rabbitmq",
      "minio",
      "minioadmin",
      "password1",
      "password123",
      "admin123",
      "root123",
      "postgres123",
      "secret123",
      "test123",
      "pass123",
      "letmein",
      "qwerty",
      "dev",
      "development",
      "local",
      "localdev",
      "changeit",
      "welcome",
      "supersecret",
      "topsecret",
      "mysecret",
      "sample",
      "testing",
      "demo",
      "guest",
      "oracle",
      "tiger",
      "sysadmin",
      "superuser",
      "docker",
      "airflow",
      "keycloak",
      "grafana",
      "elastic",
      "kibana",
      "jenkins",
      "sonar"
    ]);
  }
});

// dist/src/analysis/secret-formats.js
function compileFormats(data) {
  const list = data && typeof data === "object" ? data.formats : void 0;
  if (!Array.isArray(list))
    throw new Error('token formats: expected an object with a "formats" array');
  const seen = /* @__PURE__ */ new Set();
  const formats = list.map((entry, i) => {
    const where4 = `token formats: entry ${i}`;
    if (!entry || typeof entry !== "object")
      throw new Error(`${where4} is not an object`);
    const spec = entry;
    for (const key of Object.keys(spec)) {
      if (!["id", "name", "pattern", "flags", "minEntropy", "envName"].includes(key))
        throw new Error(`${where4} has an unknown key "${key}"`);
    }
    const { id, name, pattern, flags, minEntropy, envName } = spec;
    if (typeof id !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))
      throw new Error(`${where4}: "id" must be a kebab-case string`);
    if (seen.has(id))
      throw new Error(`${where4}: duplicate id "${id}"`);
    seen.add(id);
    if (typeof name !== "string" || !name)
      throw new Error(`${where4} (${id}): "name" must be a non-empty string`);
    if (typeof pattern !== "string" || !pattern)
      throw new Error(`${where4} (${id}): "pattern" must be a non-empty string`);
    if (flags !== void 0 && (typeof flags !== "string" || !/^[imsu]*$/.test(flags)))
      throw new Error(`${where4} (${id}): "flags" may hold only i, m, s, u`);
    if (minEntropy !== void 0 && (typeof minEntropy !== "number" || !(minEntropy >= 0 && minEntropy <= 8))) {
      throw new Error(`${where4} (${id}): "minEntropy" must be a number from 0 to 8`);
    }
    if (envName !== void 0 && (typeof envName !== "string" || !ENV_NAME.test(envName)))
      throw new Error(`${where4} (${id}): "envName" must be an environment variable name`);
    let regex;
    try {
      regex = new RegExp(pattern, `${flags ?? ""}g`);
    } catch (e) {
      throw new Error(`${where4} (${id}): bad pattern: ${e.message}`);
    }
    if (regex.test(""))
      throw new Error(`${where4} (${id}): pattern matches the empty string`);
    const out = { id, name, pattern, regex };
    const literal = leadingLiteral(pattern, flags);
    if (literal)
      out.literal = literal;
    if (flags !== void 0)
      out.flags = flags;
    if (minEntropy !== void 0)
      out.minEntropy = minEntropy;
    if (envName !== void 0)
      out.envName = envName;
    return out;
  });
  prefilters.set(formats, buildPrefilter(formats));
  return formats;
}
function buildPrefilter(formats) {
  const byFlags = /* @__PURE__ */ new Map();
  const always = /* @__PURE__ */ new Set();
  for (const f of formats) {
    if (/\\(?:[1-9]|k<)|\(\?<[A-Za-z_$]/.test(f.pattern)) {
      always.add(f);
      continue;
    }
    const flags = [...f.flags ?? ""].sort().join("");
    let group = byFlags.get(flags);
    if (!group)
      byFlags.set(flags, group = []);
    group.push(`(?:${f.pattern})`);
  }
  try {
    return { count: formats.length, combined: [...byFlags].map(([flags, sources]) => new RegExp(sources.join("|"), flags)), always };
  } catch {
    return { count: formats.length, combined: [], always: new Set(formats) };
  }
}
function prefilterFor(formats) {
  let p = prefilters.get(formats);
  if (!p || p.count !== formats.length)
    prefilters.set(formats, p = buildPrefilter(formats));
  return p;
}
function leadingLiteral(pattern, flags = "") {
  if (flags.includes("i") || closingOf(pattern, 0, true) >= 0)
    return "";
  let i = 0;
  while (pattern.startsWith("(?<!", i) || pattern.startsWith("(?<=", i)) {
    i = closingOf(pattern, i, false);
    if (i < 0)
      return "";
  }
  let literal = "";
  while (i < pattern.length) {
    const c = pattern[i];
    let char = c;
    let next = i + 1;
    if (c === "\\") {
      char = pattern[i + 1] ?? "";
      if (!char || /[A-Za-z0-9]/.test(char))
        break;
      next = i + 2;
    } else if ("^$.|?*+()[]{}".includes(c))
      break;
    if ("?*+{".includes(pattern[next] ?? ""))
      break;
    literal += char;
    i = next;
  }
  return literal;
}
function closingOf(pattern, start, alternation) {
  let depth = 0;
  for (let i = start; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\")
      i++;
    else if (c === "[") {
      for (i++; i < pattern.length && pattern[i] !== "]"; i++)
        if (pattern[i] === "\\")
          i++;
    } else if (c === "(")
      depth++;
    else if (c === ")") {
      depth--;
      if (!alternation && depth === 0)
        return i + 1;
    } else if (c === "|" && alternation && depth === 0)
      return i;
  }
  return -1;
}
function scanFormats(value, formats, add) {
  const { combined, always } = prefilterFor(formats);
  const maybe = combined.some((re) => re.test(value));
  if (!maybe && !always.size)
    return;
  for (const format3 of formats) {
    if (!maybe && !always.has(format3))
      continue;
    if (format3.literal !== void 0 && !value.includes(format3.literal))
      continue;
    format3.regex.lastIndex = 0;
    for (const m of value.matchAll(format3.regex)) {
      const text2 = m[0];
      if (!text2)
        continue;
      if (format3.minEntropy !== void 0 && shannonEntropy(text2) < format3.minEntropy)
        continue;
      if (text2.length <= MAX_PLACEHOLDER_CHECK && PLACEHOLDER_MARKERS.test(text2))
        continue;
      if (format3.id === "jwt" && isPublicJwt(text2))
        continue;
      add({ start: m.index, end: m.index + text2.length, kind: format3.name, source: "format", format: format3 });
    }
  }
}
function isPublicJwt(jwt) {
  const payload = jwt.split(".")[1];
  if (!payload)
    return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return !!claims && typeof claims === "object" && claims.role === "anon";
  } catch {
    return false;
  }
}
var prefilters, MAX_PLACEHOLDER_CHECK;
var init_secret_formats = __esm({
  "dist/src/analysis/secret-formats.js"() {
    "use strict";
    init_secret_names();
    init_secret_values();
    prefilters = /* @__PURE__ */ new WeakMap();
    MAX_PLACEHOLDER_CHECK = 256;
  }
});

// dist/src/analysis/secret-urls.js
function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function indexOutsideBraces(s, ch) {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "$" && s[i + 1] === "{") {
      depth++;
      i++;
    } else if (s[i] === "}" && depth > 0)
      depth--;
    else if (s[i] === ch && depth === 0)
      return i;
  }
  return -1;
}
function scanUrls(value, add) {
  if (!value.includes("://"))
    return;
  for (const m of value.matchAll(URL_RE)) {
    const scheme = m[1];
    const rest = m[2];
    const restStart = m.index + scheme.length + 3;
    let authEnd = rest.search(/[/?#]/);
    if (authEnd < 0)
      authEnd = rest.length;
    const authority = rest.slice(0, authEnd);
    const at2 = authority.lastIndexOf("@");
    if (at2 > 0) {
      const userinfo = authority.slice(0, at2);
      const colon = indexOutsideBraces(userinfo, ":");
      if (colon >= 0) {
        const user = safeDecode(userinfo.slice(0, colon));
        for (const part of literalParts(value, restStart + colon + 1, restStart + at2)) {
          const password = safeDecode(value.slice(part.start, part.end));
          if (looksLikeSecret(password, "password", user, "dedicated")) {
            add({ ...part, kind: `Password in ${scheme} URL`, source: "url-password", label: scheme });
          }
        }
      } else {
        for (const part of literalParts(value, restStart, restStart + at2)) {
          if (looksLikeSecret(safeDecode(value.slice(part.start, part.end)), "token")) {
            add({ ...part, kind: `Token as the user name in ${scheme} URL`, source: "url-password", label: scheme });
          }
        }
      }
    }
    const pathLength = rest.slice(authEnd).search(/[?#]/);
    scanUrlPath(value, restStart + authEnd, restStart + (pathLength < 0 ? rest.length : authEnd + pathLength), scheme, add);
    const q = rest.indexOf("?", authEnd);
    if (q < 0)
      continue;
    const hash = rest.indexOf("#", q);
    const query = rest.slice(q + 1, hash < 0 ? rest.length : hash);
    let pos = restStart + q + 1;
    for (const pair of query.split("&")) {
      const eq = pair.indexOf("=");
      if (eq > 0) {
        const name = safeDecode(pair.slice(0, eq));
        const kind = secretKeyKind(name);
        if (kind) {
          for (const part of literalParts(value, pos + eq + 1, pos + pair.length)) {
            const v = safeDecode(value.slice(part.start, part.end));
            if (looksLikeSecret(v, kind === "password" ? "password" : "credential")) {
              add({ ...part, kind: `Secret in URL parameter "${name}"`, source: "url-query", label: name });
            }
          }
        }
      }
      pos += pair.length + 1;
    }
  }
}
function scanUrlPath(value, pathStart, pathEnd2, scheme, add) {
  let segStart = pathStart;
  for (const segment of value.slice(pathStart, pathEnd2).split("/")) {
    if (PATH_KEY.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /[0-9]/.test(segment) && shannonEntropy(segment) >= 4 && !isPlaceholder(segment)) {
      add({ start: segStart, end: segStart + segment.length, kind: `Key in the path of ${scheme} URL`, source: "url-query", label: scheme });
    }
    segStart += segment.length + 1;
  }
}
function scanConnectionString(value, add) {
  if (!value.includes(";"))
    return;
  for (const m of value.matchAll(/(?:^|;)[ \t]*(?:password|pwd)[ \t]*=([^;]*)/gi)) {
    const start = m.index + m[0].length - m[1].length;
    for (const part of literalParts(value, start, start + m[1].length)) {
      if (looksLikeSecret(value.slice(part.start, part.end), "password", void 0, "dedicated"))
        add({ ...part, kind: "Password in connection string", source: "connection-string" });
    }
  }
}
var URL_RE, PATH_KEY;
var init_secret_urls = __esm({
  "dist/src/analysis/secret-urls.js"() {
    "use strict";
    init_secret_names();
    init_secret_values();
    URL_RE = /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s'"<>`]*)/g;
    PATH_KEY = /^[A-Za-z0-9_+=~-]{24,512}$/;
  }
});

// dist/src/analysis/secrets.js
function findSecrets(value, context, formats) {
  const refs = defaultRefs(value);
  const out = [];
  const push = (m, ref) => {
    const c = { ...m, priority: PRIORITY[m.source] };
    if (ref && !ref.nested)
      c.reference = { start: ref.start, end: ref.end, name: ref.name };
    out.push(c);
  };
  scanValue(value, context, formats, (m) => push(m, refAt(refs, m.start, m.end)));
  for (const ref of refs) {
    if (ref.defaultEnd - ref.defaultStart < SHORTEST_SECRET)
      continue;
    const inner = value.slice(ref.defaultStart, ref.defaultEnd);
    scanValue(inner, context, void 0, (m) => push({ ...m, start: m.start + ref.defaultStart, end: m.end + ref.defaultStart }, ref));
  }
  return select(out);
}
function scanValue(value, context, formats, add) {
  const kept = (m) => {
    if (m.end > m.start)
      add(m);
  };
  if (formats)
    scanFormats(value, formats, kept);
  scanUrls(value, kept);
  scanAuthSchemes(value, kept);
  scanConnectionString(value, kept);
  switch (context.slot) {
    case "env":
      if (context.key !== void 0)
        scanNamed(value, 0, value.length, context.key, "keyed", kept, "token");
      break;
    case "header":
      if (context.key !== void 0)
        scanHeaderValue(value, 0, value.length, context.key, kept);
      break;
    case "arg":
    case "command":
      scanArg(value, context.slot === "arg" ? context.previous : void 0, kept);
      break;
    default:
      break;
  }
}
function select(candidates) {
  const sorted = [...candidates].sort((a, b) => a.priority - b.priority || a.start - b.start || b.end - a.end);
  const kept = [];
  for (const c of sorted) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (kept[mid].start < c.start)
        lo = mid + 1;
      else
        hi = mid;
    }
    const before = kept[lo - 1];
    const after = kept[lo];
    if (before && before.end > c.start || after && after.start < c.end)
      continue;
    kept.splice(lo, 0, c);
  }
  return kept.map(({ priority: _, ...m }) => m);
}
function defaultRefs(value) {
  const refs = [];
  let open = value.indexOf("${");
  while (open >= 0) {
    const close = value.indexOf("}", open + 2);
    if (close < 0)
      break;
    const inner = value.lastIndexOf("${", close);
    const body = value.slice(inner + 2, close);
    const sep11 = body.indexOf(":-");
    if (sep11 >= 0) {
      const defaultStart = inner + 2 + sep11 + 2;
      refs.push({ start: open, end: close + 1, name: body.slice(0, sep11).trim(), defaultStart, defaultEnd: close, nested: inner !== open });
    }
    open = value.indexOf("${", close + 1);
  }
  return refs;
}
function refAt(refs, start, end) {
  let lo = 0;
  let hi = refs.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (refs[mid].defaultEnd < end)
      lo = mid + 1;
    else
      hi = mid;
  }
  const ref = refs[lo];
  return ref && ref.defaultStart <= start && end <= ref.defaultEnd ? ref : void 0;
}
function scanAuthSchemes(value, add) {
  if (!AUTH_SCHEME_WORD.test(value))
    return;
  for (const m of value.matchAll(/(?<![A-Za-z0-9_])(bearer|basic)[ \t]+([^\s"',;]+)/gi)) {
    const scheme = m[1].toLowerCase();
    const start = m.index + m[0].length - m[2].length;
    for (const part of literalParts(value, start, start + m[2].length)) {
      const cred = value.slice(part.start, part.end);
      if (cred.startsWith("-"))
        continue;
      if (scheme === "bearer") {
        if (looksLikeSecret(cred, "credential"))
          add({ ...part, kind: "Bearer token", source: "bearer" });
      } else if (basicHasSecret(cred)) {
        add({ ...part, kind: "Basic auth credentials", source: "basic" });
      }
    }
  }
}
function basicHasSecret(cred) {
  if (isPlaceholder(cred))
    return false;
  if (/^[A-Za-z0-9+/]{4,}={0,2}$/.test(cred)) {
    const decoded = Buffer.from(cred, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon >= 0 && !/[\u0000-\u001f\ufffd]/.test(decoded))
      return looksLikeSecret(decoded.slice(colon + 1), "password", decoded.slice(0, colon));
  }
  return looksLikeSecret(cred, "credential");
}
function scanNamed(value, start, end, name, source2, add, strength) {
  const kind = secretKeyKind(name);
  if (!kind)
    return;
  const text2 = value.slice(start, end).trim();
  if (/^(?:bearer|basic)\s/i.test(text2))
    return;
  const what2 = kind === "password" ? "Password" : "Secret";
  const label = source2 === "flag" ? `${what2} passed to ${name}` : source2 === "assignment" ? `${what2} assigned to ${name}` : source2 === "header" ? `Secret in ${name} header` : what2;
  for (const part of literalParts(value, start, end)) {
    const slot = (source2 === "keyed" || source2 === "assignment") && kind === "password" ? "dedicated" : "named";
    if (looksLikeSecret(value.slice(part.start, part.end), kind === "password" ? "password" : strength, void 0, slot))
      add({ ...part, kind: label, source: source2, label: name });
  }
}
function scanHeaderValue(value, start, end, name, add) {
  if (isAuthorizationHeader(name)) {
    const text2 = value.slice(start, end);
    const lead = text2.length - text2.trimStart().length;
    const body = text2.trimStart();
    if (/^(?:bearer|basic|digest)[ \t]/i.test(body))
      return;
    const scheme = OTHER_SCHEMES.exec(body);
    const credStart = start + lead + (scheme ? scheme[0].length : 0);
    for (const part of literalParts(value, credStart, end)) {
      if (looksLikeSecret(value.slice(part.start, part.end), "credential"))
        add({ ...part, kind: `Secret in ${name} header`, source: "header", label: name });
    }
    return;
  }
  scanNamed(value, start, end, name, "header", add, "credential");
}
function isSecretFlag(token) {
  const m = FLAG.exec(token);
  return !!m && (m[1] === "--" || m[2].length >= 3) && !!secretKeyKind(m[2]);
}
function scanArg(value, previous2, add) {
  const prev = previous2?.trim();
  const header = HEADER_FORM.exec(value);
  if (header) {
    const name = header[2];
    const afterHeaderFlag = !!header[1] || prev !== void 0 && HEADER_FLAG.test(prev);
    if (afterHeaderFlag || isAuthorizationHeader(name) || secretKeyKind(name)) {
      scanHeaderValue(value, header[0].length, value.length, name, add);
      return;
    }
  }
  if (prev !== void 0 && isSecretFlag(prev) && !value.trimStart().startsWith("-"))
    scanFlag(value, 0, value.length, prev, add);
  const tokens = [...value.matchAll(/\S+/g)];
  tokens.forEach((t, i) => {
    const start = t.index;
    let end = start + t[0].length;
    while (end > start + 1 && /[&|;]/.test(value[end - 1]))
      end--;
    const text2 = value.slice(start, end);
    const withValue = FLAG_WITH_VALUE.exec(text2);
    if (withValue) {
      if (withValue[1] === "--" || withValue[2].length >= 3)
        scanFlag(value, start + withValue[0].length, end, `${withValue[1]}${withValue[2]}`, add);
      return;
    }
    const assignment = ASSIGNMENT3.exec(text2);
    if (assignment) {
      scanNamed(value, start + assignment[0].length, end, assignment[1], "assignment", add, "token");
      return;
    }
    const next = tokens[i + 1];
    if (next && isSecretFlag(text2) && !next[0].startsWith("-"))
      scanFlag(value, next.index, next.index + next[0].length, text2, add);
  });
}
function scanFlag(value, start, end, flag, add) {
  scanNamed(value, start, end, flag.replace(/^-+/, ""), "flag", (m) => add({ ...m, kind: m.kind.replace(/ passed to [\s\S]*/, ` passed to ${flag}`), label: flag }), "token");
}
var PRIORITY, SHORTEST_SECRET, AUTH_SCHEME_WORD, OTHER_SCHEMES, HEADER_FLAG, HEADER_FORM, FLAG, FLAG_WITH_VALUE, ASSIGNMENT3;
var init_secrets = __esm({
  "dist/src/analysis/secrets.js"() {
    "use strict";
    init_secret_formats();
    init_secret_names();
    init_secret_urls();
    init_secret_values();
    PRIORITY = {
      format: 0,
      "url-password": 1,
      bearer: 2,
      basic: 2,
      "url-query": 3,
      header: 3,
      keyed: 3,
      flag: 3,
      assignment: 3,
      "connection-string": 3
    };
    SHORTEST_SECRET = 6;
    AUTH_SCHEME_WORD = /bearer|basic/i;
    OTHER_SCHEMES = /^(token|bot|apikey|api-key|key|ssws|oauth|jwt)[ \t]+/i;
    HEADER_FLAG = /^(?:--?(?:header|headers|http-header|H))$/;
    HEADER_FORM = /^\s*(?:(--?(?:header|headers|http-header|H))[= ]\s*)?([A-Za-z][A-Za-z0-9_-]*)[ \t]*:(?!\/\/)/;
    FLAG = /^(--?)([A-Za-z][A-Za-z0-9_.-]*)$/;
    FLAG_WITH_VALUE = /^(--?)([A-Za-z][A-Za-z0-9_.-]*)=/;
    ASSIGNMENT3 = /^([A-Za-z_][A-Za-z0-9_]*)=/;
  }
});

// dist/src/analysis/secrets-in-line.js
function secretMatchesInLine(line, tokenFormats2) {
  const matches3 = findSecrets(line, { slot: "other" }, tokenFormats2);
  for (const m of line.matchAll(KEYED)) {
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    if (!value)
      continue;
    const offset = m.index + m[0].length - value.length - (m[4] === void 0 ? 1 : 0);
    const key = m[1];
    const slots = secretKeyKind(key) || isAuthorizationHeader(key) ? ["env", "header"] : ["env"];
    for (const slot of slots) {
      for (const s of findSecrets(value, { slot, key }, tokenFormats2))
        matches3.push({ ...s, start: offset + s.start, end: offset + s.end });
    }
  }
  return matches3;
}
function secretsInLine(line, tokenFormats2) {
  const spans = secretMatchesInLine(line, tokenFormats2).map((m) => ({ start: m.start, end: m.end }));
  for (const m of line.matchAll(QUOTED_WORD)) {
    const value = m[2];
    if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= 3.5 && looksLikeSecret(value, "token")) {
      spans.push({ start: m.index + 1, end: m.index + 1 + value.length });
    }
  }
  return spans;
}
function secretsInText(text2, tokenFormats2, memo) {
  const spans = [];
  let start = 0;
  while (start <= text2.length) {
    let end = text2.indexOf("\n", start);
    if (end < 0)
      end = text2.length;
    const line = text2.slice(start, end > start && text2[end - 1] === "\r" ? end - 1 : end);
    if (line.trim()) {
      let found2 = memo?.get(line);
      if (!found2) {
        found2 = innermost([...secretsInLine(line, tokenFormats2), ...flagValues(line, tokenFormats2)]);
        if (memo && line.length <= MEMO_LINE && memo.size < MEMO_SIZE)
          memo.set(line, found2);
      }
      for (const s of found2)
        spans.push({ start: start + s.start, end: start + s.end });
    }
    start = end + 1;
  }
  return spans;
}
function innermost(spans) {
  const sorted = spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept = [];
  let innerEnd = Infinity;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const s = sorted[i];
    const next = sorted[i + 1];
    if (next && next.start === s.start && next.end === s.end)
      continue;
    if (innerEnd > s.end)
      kept.push(s);
    innerEnd = Math.min(innerEnd, s.end);
  }
  return kept.reverse();
}
function onlySeparators(line, start, end) {
  for (let i = start; i < end; i++)
    if (!SEPARATORS.has(line[i]))
      return false;
  return true;
}
function flagValues(line, tokenFormats2) {
  return flagMatches(line, tokenFormats2).map((m) => ({ start: m.start, end: m.end }));
}
function flagMatches(line, tokenFormats2) {
  const spans = [];
  let previous2;
  for (const m of line.matchAll(WORD)) {
    let start = m.index;
    let end = start + m[0].length;
    while (start < end && OPENERS.has(line[start]))
      start++;
    while (end > start && CLOSERS.has(line[end - 1]))
      end--;
    if (start === end || onlySeparators(line, start, end))
      continue;
    const word = line.slice(start, end);
    if (previous2?.startsWith("-") && isSecretFlag(previous2) && !word.startsWith("-") || word.includes("=")) {
      const context = previous2 === void 0 ? { slot: "arg" } : { slot: "arg", previous: previous2 };
      for (const s of findSecrets(word, context, tokenFormats2))
        spans.push({ ...s, start: start + s.start, end: start + s.end });
    }
    previous2 = word;
  }
  return spans;
}
var QUOTED_WORD, KEYED, MEMO_LINE, MEMO_SIZE, WORD, SEPARATORS, OPENERS, CLOSERS;
var init_secrets_in_line = __esm({
  "dist/src/analysis/secrets-in-line.js"() {
    "use strict";
    init_secret_values();
    init_secrets();
    init_secret_names();
    QUOTED_WORD = /(["'])([A-Za-z0-9_\-+/=.~]{20,})\1/g;
    KEYED = /["']?(?<![\w.-])[0-9.-]*([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s,"'{}[\]#]+))/g;
    MEMO_LINE = 1024;
    MEMO_SIZE = 1e5;
    WORD = /[^\s"'`]+/g;
    SEPARATORS = /* @__PURE__ */ new Set([...",;:[](){}"]);
    OPENERS = /* @__PURE__ */ new Set([..."([{<"]);
    CLOSERS = /* @__PURE__ */ new Set([...",;)]}>"]);
  }
});

// dist/rules/hardcoded-secret.js
function outsideRepository2(report5) {
  if (!report5.suggestions)
    return report5;
  return { ...report5, suggestions: report5.suggestions.map((s) => ({ ...s, description: s.description.replace(ROTATE, USER_FILE) })) };
}
function slotsOf(server) {
  const slots = [];
  if (server.command)
    slots.push({ str: server.command, context: { slot: "command" } });
  server.args.forEach((arg, i) => {
    const context = { slot: "arg" };
    const previous2 = server.args[i - 1]?.value;
    if (previous2 !== void 0)
      context.previous = previous2;
    slots.push({ str: arg, context });
  });
  for (const { key, value } of server.env)
    slots.push({ str: value, context: { slot: "env", key } });
  if (server.url)
    slots.push({ str: server.url, context: { slot: "url" } });
  for (const { key, value } of server.headers)
    slots.push({ str: value, context: { slot: "header", key } });
  return slots;
}
function where2(server, path) {
  const inner = server.path.every((seg, i) => path[i] === seg) ? path.slice(server.path.length) : path;
  return formatPath(maskedPath(inner)) || "entry";
}
function maskedName(name) {
  if (name.length < 8)
    return name;
  let masked2 = maskedNames.get(name);
  if (masked2 === void 0) {
    masked2 = findSecrets(name, { slot: "other" }, tokenFormats).length ? describeSecret(name) : name;
    maskedNames.set(name, masked2);
  }
  return masked2;
}
function maskedPath(path) {
  return path.map((seg) => typeof seg === "string" ? maskedName(seg) : seg);
}
function keyReports(file, server) {
  const shownServer = maskedName(server.name);
  const keys = [{ name: server.name, span: server.nameSpan, path: server.path, what: "used as the name of a server" }];
  for (const { key, keySpan: keySpan2, value } of server.env)
    keys.push({ name: key, span: keySpan2, path: value.path, what: `used as the name of an env variable of server "${shownServer}"` });
  for (const { key, keySpan: keySpan2, value } of server.headers)
    keys.push({ name: key, span: keySpan2, path: value.path, what: `used as the name of a header of server "${shownServer}"` });
  const reports = [];
  for (const key of keys) {
    if (key.name.length < 8)
      continue;
    const at2 = file.source.text.slice(key.span.start, key.span.end).indexOf(key.name);
    for (const match of findSecrets(key.name, { slot: "other" }, tokenFormats)) {
      const secret = key.name.slice(match.start, match.end);
      reports.push({
        message: `${match.kind} ${describeSecret(secret)} ${key.what}`,
        span: at2 < 0 ? key.span : { start: key.span.start + at2 + match.start, end: key.span.start + at2 + match.end },
        path: maskedPath(key.path),
        sensitive: true,
        secret: { value: secret, kind: `key:${kindOf(match)}` },
        suggestions: [{ description: `Rename it: a name is printed by every client, log and report that mentions it. ${ROTATE}`, safe: false, edits: [] }]
      });
    }
  }
  return reports;
}
function formatPath(path) {
  return path.map((seg, i) => typeof seg === "number" ? `[${seg}]` : i === 0 ? seg : `.${seg}`).join("");
}
function upperSnake(name) {
  const snake = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "").toUpperCase();
  return snake;
}
function withServerPrefix(server, name) {
  const prefix = (maskedName(server.name) === server.name ? upperSnake(server.name) : "") || "MCP";
  const full = name === prefix || name.startsWith(`${prefix}_`) ? name : `${prefix}_${name}`;
  return /^[0-9]/.test(full) ? `MCP_${full}` : full;
}
function suggestedName(server, slot, match) {
  if (match.reference && ENV_NAME.test(match.reference.name))
    return match.reference.name;
  if (slot.context.slot === "env" && slot.context.key !== void 0 && ENV_NAME.test(slot.context.key))
    return slot.context.key;
  if (match.source === "assignment" && match.label && ENV_NAME.test(match.label))
    return match.label;
  if (match.format?.envName)
    return match.format.envName;
  const header = slot.context.slot === "header" ? slot.context.key : match.source === "header" ? match.label : void 0;
  switch (match.source) {
    case "flag":
      return withServerPrefix(server, upperSnake(match.label ?? "token") || "TOKEN");
    case "url-query": {
      const param = upperSnake(match.label ?? "");
      return withServerPrefix(server, param === "KEY" || !param ? "API_KEY" : param);
    }
    case "url-password":
    case "connection-string":
      return withServerPrefix(server, "PASSWORD");
    case "basic":
      return withServerPrefix(server, "BASIC_AUTH");
    default:
      break;
  }
  if (header !== void 0 && !isAuthorizationHeader(header)) {
    const name = upperSnake(header.replace(/^x-/i, ""));
    if (name)
      return withServerPrefix(server, name);
  }
  return withServerPrefix(server, match.source === "keyed" && slot.context.key ? upperSnake(slot.context.key) || "TOKEN" : "TOKEN");
}
function suggestion(file, server, slot, match) {
  const name = suggestedName(server, slot, match);
  const { str } = slot;
  const [from, to] = match.reference ? [match.reference.start, match.reference.end] : [match.start, match.end];
  const replace = (reference) => {
    const span = valueSpan(str, from, to);
    return [{ file: file.source.path, start: span.start, end: span.end, text: reference }];
  };
  const envReference = (reference) => ({
    description: `Replace the literal with ${reference} and set ${name} in the environment the client is started from. ${ROTATE}`,
    safe: false,
    edits: replace(reference)
  });
  switch (file.host) {
    case "claude-code":
      return {
        description: `Replace the literal with \${${name}} and set ${name} in the environment Claude Code is started from (Claude Code expands \${\u2026} in command, args, env, url and headers). ${ROTATE}`,
        safe: false,
        edits: replace(`\${${name}}`)
      };
    case "vscode": {
      const id = name.toLowerCase().replace(/_/g, "-");
      if (selfExpandedStrings(server).has(str)) {
        return {
          description: `Replace the literal with \${${name}}, which mcp-remote fills in from its own environment, and give the entry "env": { "${name}": "\${input:${id}}" } with an entry in the "inputs" array beside "servers": { "type": "promptString", "id": "${id}", "description": "${name}", "password": true }: the value then reaches mcp-remote's environment, never its command line. ${ROTATE}`,
          safe: false,
          edits: [...replace(`\${${name}}`), ...file.editor.setEnv(server, name, `\${input:${id}}`), ...file.editor.addInput?.(id, name) ?? []]
        };
      }
      return {
        description: `Replace the literal with \${input:${id}} and add an entry to the "inputs" array beside "servers": { "type": "promptString", "id": "${id}", "description": "${name}", "password": true }, so that VS Code asks for the value once and keeps it in its secret storage. ${ROTATE}`,
        safe: false,
        edits: [...replace(`\${input:${id}}`), ...file.editor.addInput?.(id, name) ?? []]
      };
    }
    // Hosts that expand a variable reference themselves: the reference in their own syntax (formats.md §0).
    case "cursor":
    case "windsurf":
    case "roo":
      return envReference(`\${env:${name}}`);
    case "gemini":
    case "kiro":
    case "copilot":
      return envReference(`\${${name}}`);
    case "opencode":
      return envReference(`{env:${name}}`);
    case "codex":
      return { description: `${codexAdvice(slot, match, name)} ${ROTATE}`, safe: false, edits: [] };
    default:
      return { description: `Move the value out of the file into the environment variable ${name}. ${ROTATE}`, safe: false, edits: [] };
  }
}
function codexAdvice(slot, match, name) {
  const { context } = slot;
  if (context.slot === "env") {
    return `Delete "${context.key}" from env, export ${name} in the shell that starts Codex, and add "${name}" to env_vars so that Codex passes it on to the server (Codex does not expand \${\u2026}).`;
  }
  if (context.slot === "header" && context.key !== void 0) {
    if (isAuthorizationHeader(context.key) && match.source !== "basic" && /^\s*bearer\s/i.test(slot.str.value)) {
      return `Delete the ${context.key} header from http_headers, set bearer_token_env_var = "${name}" and export ${name} (the token alone, without "Bearer ") in the shell that starts Codex.`;
    }
    return `Move "${context.key}" from http_headers to env_http_headers = { "${context.key}" = "${name}" } and export ${name} (holding the whole header value) in the shell that starts Codex.`;
  }
  if (context.slot === "url") {
    return `Codex sends the url as written: remove the credential from it and, if the server accepts it in a header, set bearer_token_env_var = "${name}" or env_http_headers, exporting ${name} in the shell that starts Codex.`;
  }
  return `Codex does not expand \${\u2026} in ${context.slot === "command" ? "command" : "args"}: remove the literal, export ${name} in the shell that starts Codex and list it in env_vars = ["${name}"] if the server can read it from the environment.`;
}
function kindOf(match) {
  if (match.format)
    return `format:${match.format.id}`;
  return match.label === void 0 ? match.source : `${match.source}:${match.label}`;
}
function skillReports(skill) {
  const reports = [];
  const base3 = ["skills", skill.dir];
  const files = [{ relPath: "SKILL.md", source: skill.manifest }];
  for (const f of [...skill.scripts, ...skill.texts ?? []]) {
    if (f.text !== void 0 && !("origin" in f && f.origin === "referenced"))
      files.push({ relPath: f.relPath, source: makeSource(f.source.path, f.source.display, f.text) });
  }
  for (const { relPath, source: source2 } of files) {
    const path = relPath === "SKILL.md" ? [...base3, "SKILL.md"] : [...base3, "files", relPath];
    for (const match of textSecrets(source2.text)) {
      const secret = source2.text.slice(match.start, match.end);
      reports.push({
        message: `${match.kind} ${describeSecret(secret)} in the skill file ${relPath} (line ${positionAt(source2, match.start).line})`,
        span: { start: match.start, end: match.end },
        path,
        source: source2,
        sensitive: true,
        secret: { value: secret, kind: kindOf(match) },
        suggestions: [{ description: `Take the value out of the file: have the skill read it from the environment or a secret store. ${ROTATE}`, safe: false, edits: [] }]
      });
    }
  }
  return reports;
}
function textSecrets(text2) {
  const out = [];
  let start = 0;
  while (start <= text2.length) {
    let end = text2.indexOf("\n", start);
    if (end < 0)
      end = text2.length;
    const line = text2.slice(start, end > start && text2[end - 1] === "\r" ? end - 1 : end);
    if (line.trim()) {
      const found2 = [...secretMatchesInLine(line, tokenFormats), ...flagMatches(line, tokenFormats)].sort((a, b) => a.start - b.start || (a.format ? 0 : 1) - (b.format ? 0 : 1) || a.end - b.end);
      let until = -1;
      for (const m of found2) {
        if (m.start < until)
          continue;
        out.push({ ...m, start: start + m.start, end: start + m.end });
        until = m.end;
      }
    }
    start = end + 1;
  }
  return out;
}
var tokenFormats, ROTATE, USER_FILE, maskedNames, hardcodedSecret;
var init_hardcoded_secret = __esm({
  "dist/rules/hardcoded-secret.js"() {
    "use strict";
    init_data();
    init_config_values();
    init_redact();
    init_secret_formats();
    init_bridges();
    init_secret_names();
    init_secrets();
    init_secrets_in_line();
    init_source();
    tokenFormats = compileFormats(JSON.parse(readRuleFile("token-formats.json")));
    ROTATE = "Removing it from the file does not remove it from the git history: the token was committed and must be rotated.";
    USER_FILE = "This file is in your home directory, not in a repository: every process you run can read it. Keep the value in a credential store (the system keychain, a secrets manager) or an environment variable instead.";
    maskedNames = /* @__PURE__ */ new Map();
    hardcodedSecret = {
      meta: {
        id: "hardcoded-secret",
        level: "error",
        description: "A literal credential (API key, token, password, private key) committed in an MCP server config (env, headers, args, command or url) or in a skill's SKILL.md, scripts and text files.",
        precision: "high",
        securitySeverity: "8.5",
        tags: ["security", "secrets"],
        fixable: "suggestion",
        owasp: ["MCP01:2025"]
      },
      checkSkill(skill) {
        return skillReports(skill);
      },
      checkConfig(file) {
        maskedNames.clear();
        const reports = [];
        const checked = /* @__PURE__ */ new Set();
        for (const server of file.servers) {
          checked.add(server.nameSpan.start);
          reports.push(...keyReports(file, server));
          for (const slot of slotsOf(server)) {
            checked.add(slot.str.span.start);
            for (const match of findSecrets(slot.str.value, slot.context, tokenFormats)) {
              const secret = slot.str.value.slice(match.start, match.end);
              reports.push({
                message: `${match.kind} ${describeSecret(secret)} in ${where2(server, slot.str.path)} of server "${maskedName(server.name)}"`,
                span: valueSpan(slot.str, match.start, match.end),
                path: maskedPath(slot.str.path),
                sensitive: true,
                secret: { value: secret, kind: kindOf(match) },
                suggestions: [suggestion(file, server, slot, match)]
              });
            }
          }
        }
        for (const str of configStrings(file)) {
          if (checked.has(str.span.start))
            continue;
          const key = str.path[str.path.length - 1];
          const context = typeof key === "string" ? { slot: "env", key } : { slot: "other" };
          for (const match of findSecrets(str.value, context, tokenFormats)) {
            const secret = str.value.slice(match.start, match.end);
            const server = file.servers.find((s) => s.path.every((seg, i) => str.path[i] === seg));
            const command = server ? void 0 : file.commands?.find((c) => c.path.every((seg, i) => str.path[i] === seg));
            const path = maskedPath(str.path);
            const place = server ? `${where2(server, str.path)} of server "${maskedName(server.name)}"` : command ? `${formatPath(path)}, the ${command.name}${command.role === "hook" ? " (it runs on every matching agent event, in every clone)" : ""}` : formatPath(path) || "the file";
            reports.push({
              message: `${match.kind} ${describeSecret(secret)} in ${place}`,
              span: valueSpan(str, match.start, match.end),
              path,
              sensitive: true,
              secret: { value: secret, kind: kindOf(match) },
              suggestions: [{ description: `Take the value out of the file: keep it in the environment or a secret store and have the program read it from there. ${ROTATE}`, safe: false, edits: [] }]
            });
          }
        }
        return file.source.display.startsWith("~/") ? reports.map(outsideRepository2) : reports;
      }
    };
  }
});

// dist/rules/hidden-unicode/chars.js
function describeChar(cp) {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  if (NAMES[cp])
    return `${hex} ${NAMES[cp]}`;
  if (isTag(cp))
    return `${hex} TAG CHARACTER`;
  if (cp >= 65024 && cp <= 65039)
    return `${hex} VARIATION SELECTOR-${cp - 65024 + 1}`;
  if (cp >= 917760 && cp <= 917999)
    return `${hex} VARIATION SELECTOR-${cp - 917760 + 17}`;
  if (cp < 32 || cp >= 127 && cp <= 159)
    return `${hex} CONTROL CHARACTER`;
  return `${hex} INVISIBLE FORMAT CHARACTER`;
}
function previous(text2, i) {
  if (i <= 0)
    return -1;
  const low = text2.charCodeAt(i - 1);
  return low >= 56320 && low <= 57343 && i >= 2 ? text2.codePointAt(i - 2) : low;
}
function joinerInPlace(cp, prev, next) {
  const scriptLetter = (c) => c > 591 && LETTER.test(charOf(c));
  if (scriptLetter(prev) && scriptLetter(next))
    return true;
  return cp === 8205 && PICTOGRAPHIC.test(charOf(next)) && (PICTOGRAPHIC.test(charOf(prev)) || prev === 65039 || prev >= 127995 && prev <= 127999);
}
function hiddenAt(text2, i, cp) {
  if (cp === 9 || cp === 10 || cp === 13 || cp === 12)
    return false;
  if (cp === 65279 && i === 0)
    return false;
  if (cp < 32 || cp >= 127 && cp <= 159 || BLANKS.has(cp))
    return true;
  if (isSelector(cp))
    return isSelector(previous(text2, i)) || isSelector(codePointAt(text2, i + (cp > 65535 ? 2 : 1)));
  if (!FORMAT.test(charOf(cp)) || VISIBLE_FORMAT.has(cp))
    return false;
  if (cp === 8204 || cp === 8205)
    return !joinerInPlace(cp, previous(text2, i), codePointAt(text2, i + 1));
  return true;
}
function flagTagsEnd(text2, at2) {
  let i = at2;
  let n = 0;
  for (; n < 7; n++) {
    const cp = codePointAt(text2, i);
    if (cp === 917631)
      return n >= 2 && n <= 6 ? i + 2 : at2;
    if (!(cp >= 917601 && cp <= 917626 || cp >= 917552 && cp <= 917561))
      return at2;
    i += 2;
  }
  return at2;
}
function hiddenRuns(text2) {
  const runs = [];
  if (!/[^\x20-\x7e\t\n\r]/.test(text2))
    return runs;
  for (let i = 0; i < text2.length; ) {
    const cp = text2.codePointAt(i);
    if (cp >= 32 && cp < 127) {
      i++;
      continue;
    }
    const size = cp > 65535 ? 2 : 1;
    if (cp === 127988) {
      const flag = flagTagsEnd(text2, i + size);
      if (flag > i + size) {
        i = flag;
        continue;
      }
    }
    if (hiddenAt(text2, i, cp)) {
      const last2 = runs.at(-1);
      if (last2 && last2.end === i) {
        last2.end = i + size;
        last2.codePoints.push(cp);
      } else
        runs.push({ start: i, end: i + size, codePoints: [cp] });
    }
    i += size;
  }
  return runs;
}
function describeRun(codePoints) {
  const parts = [];
  const tags = codePoints.filter(isTag);
  if (tags.length) {
    const spelled = tags.map((cp) => cp - 917504).filter((c) => c >= 32 && c < 127).map((c) => String.fromCharCode(c)).join("");
    const shown = spelled.length > 80 ? `${spelled.slice(0, 80)}\u2026` : spelled;
    parts.push(`${tags.length} \xD7 TAG CHARACTER (U+E0000\u2013U+E007F)${spelled ? ` spelling the hidden text ${JSON.stringify(shown)}` : ""}`);
  }
  const counts2 = /* @__PURE__ */ new Map();
  for (const cp of codePoints)
    if (!isTag(cp))
      counts2.set(cp, (counts2.get(cp) ?? 0) + 1);
  const entries = [...counts2];
  for (const [cp, n] of entries.slice(0, 6))
    parts.push(`${n > 1 ? `${n} \xD7 ` : ""}${describeChar(cp)}`);
  if (entries.length > 6)
    parts.push(`${entries.length - 6} more kinds`);
  return parts.join(", ");
}
function why(codePoints) {
  if (codePoints.some(isTag))
    return { level: "error", text: "Tag characters are invisible in editors and diffs but language models read them: a known way to smuggle instructions past review." };
  if (codePoints.some(isBidi))
    return { level: "error", text: "Bidirectional controls make text display in another order than programs read it (Trojan Source): what a reviewer sees is not what runs." };
  return { level: "warning", text: "Invisible characters hide text from review and make a name or value differ from what it looks like." };
}
function withoutHidden(text2) {
  const padded = ` ${text2}`;
  let out = "";
  let at2 = 1;
  for (const run of hiddenRuns(padded)) {
    out += padded.slice(at2, run.start);
    at2 = run.end;
  }
  return out + padded.slice(at2);
}
var NAMES, isBidi, isTag, isSelector, FORMAT, PICTOGRAPHIC, LETTER, BLANKS, VISIBLE_FORMAT, codePointAt, charOf;
var init_chars = __esm({
  "dist/rules/hidden-unicode/chars.js"() {
    "use strict";
    NAMES = {
      173: "SOFT HYPHEN",
      847: "COMBINING GRAPHEME JOINER",
      1564: "ARABIC LETTER MARK",
      4447: "HANGUL CHOSEONG FILLER",
      4448: "HANGUL JUNGSEONG FILLER",
      6068: "KHMER VOWEL INHERENT AQ",
      6069: "KHMER VOWEL INHERENT AA",
      6158: "MONGOLIAN VOWEL SEPARATOR",
      8203: "ZERO WIDTH SPACE",
      8204: "ZERO WIDTH NON-JOINER",
      8205: "ZERO WIDTH JOINER",
      8206: "LEFT-TO-RIGHT MARK",
      8207: "RIGHT-TO-LEFT MARK",
      8234: "LEFT-TO-RIGHT EMBEDDING",
      8235: "RIGHT-TO-LEFT EMBEDDING",
      8236: "POP DIRECTIONAL FORMATTING",
      8237: "LEFT-TO-RIGHT OVERRIDE",
      8238: "RIGHT-TO-LEFT OVERRIDE",
      8288: "WORD JOINER",
      8289: "FUNCTION APPLICATION",
      8290: "INVISIBLE TIMES",
      8291: "INVISIBLE SEPARATOR",
      8292: "INVISIBLE PLUS",
      8294: "LEFT-TO-RIGHT ISOLATE",
      8295: "RIGHT-TO-LEFT ISOLATE",
      8296: "FIRST STRONG ISOLATE",
      8297: "POP DIRECTIONAL ISOLATE",
      12644: "HANGUL FILLER",
      65279: "ZERO WIDTH NO-BREAK SPACE",
      65440: "HALFWIDTH HANGUL FILLER",
      0: "NULL",
      8: "BACKSPACE",
      11: "LINE TABULATION",
      27: "ESCAPE",
      127: "DELETE",
      65529: "INTERLINEAR ANNOTATION ANCHOR",
      65530: "INTERLINEAR ANNOTATION SEPARATOR",
      65531: "INTERLINEAR ANNOTATION TERMINATOR",
      917505: "LANGUAGE TAG",
      917631: "CANCEL TAG"
    };
    isBidi = (cp) => cp >= 8234 && cp <= 8238 || cp >= 8294 && cp <= 8297;
    isTag = (cp) => cp >= 917504 && cp <= 917631;
    isSelector = (cp) => cp >= 65024 && cp <= 65039 || cp >= 917760 && cp <= 917999;
    FORMAT = new RegExp("^\\p{Cf}$", "u");
    PICTOGRAPHIC = new RegExp("^\\p{Extended_Pictographic}$", "u");
    LETTER = /^[\p{L}\p{M}]$/u;
    BLANKS = /* @__PURE__ */ new Set([847, 4447, 4448, 6068, 6069, 12644, 65440, 6155, 6156, 6157, 6159]);
    VISIBLE_FORMAT = /* @__PURE__ */ new Set([1536, 1537, 1538, 1539, 1540, 1541, 1757, 1807, 2192, 2193, 2274, 69821, 69837]);
    codePointAt = (text2, i) => i >= 0 && i < text2.length ? text2.codePointAt(i) : -1;
    charOf = (cp) => cp < 0 ? "" : String.fromCodePoint(cp);
  }
});

// dist/rules/hidden-unicode/lines.js
function lineFingerprints(source2, clean) {
  const lines = /* @__PURE__ */ new Map();
  return (offset) => {
    const n = positionAt(source2, offset).line;
    let line = lines.get(n);
    if (line === void 0) {
      line = clean(lineText(source2, n));
      if (line.length > MAX_FINGERPRINT_LINE)
        line = `sha256:${(0, import_node_crypto.createHash)("sha256").update(line).digest("hex")}`;
      lines.set(n, line);
    }
    return line;
  };
}
var import_node_crypto, MAX_FINGERPRINT_LINE;
var init_lines = __esm({
  "dist/rules/hidden-unicode/lines.js"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    init_source();
    MAX_FINGERPRINT_LINE = 1e3;
  }
});

// dist/rules/hidden-unicode/escapes.js
function jsonStrings(file) {
  const root = treeOf(file.source);
  const { text: text2 } = file.source;
  const out = [];
  const add = (node, path) => {
    const str = toStr(node, text2, path);
    if (str.offsets)
      out.push(str);
  };
  const walk2 = (node, path) => {
    if (node.type === "string")
      add(node, path);
    else if (node.type === "array")
      (node.children ?? []).forEach((child2, i) => walk2(child2, [...path, i]));
    else if (node.type === "object") {
      for (const prop2 of node.children ?? []) {
        const [key, value] = prop2.children ?? [];
        if (key?.type !== "string")
          continue;
        const at2 = [...path, String(key.value)];
        add(key, at2);
        if (value)
          walk2(value, at2);
      }
    }
  };
  if (root)
    walk2(root, []);
  return out;
}
function tomlStrings(file) {
  const text2 = parseableText(file.source);
  const { nodes, tables } = scanToml(text2);
  const out = [];
  for (const node of nodes) {
    if (node.kind === "string" && node.value !== void 0 && node.offsets) {
      out.push({ value: node.value, span: node.span, path: node.path, quoteLength: node.quoteLength ?? 1, offsets: node.offsets });
    }
  }
  const seen = /* @__PURE__ */ new Set();
  for (const entry of [...nodes, ...tables]) {
    const first = entry.path.length - entry.keySpans.length;
    entry.keySpans.forEach((span, j) => {
      if (text2[span.start] !== '"' || seen.has(span.start))
        return;
      seen.add(span.start);
      const key = scanString(text2, span.start);
      if (key.offsets)
        out.push({ value: key.value, span: key.span, path: entry.path.slice(0, first + j + 1), quoteLength: 1, offsets: key.offsets });
    });
  }
  return out;
}
function escapedRuns(file) {
  const { text: text2 } = file.source;
  if (!text2.includes("\\"))
    return [];
  const strings = file.syntax === "toml" ? tomlStrings(file) : file.syntax === "yaml" ? configStrings(file).filter((s) => s.offsets) : jsonStrings(file);
  const runs = [];
  for (const { value, offsets, path } of strings) {
    if (!offsets)
      continue;
    for (const run of hiddenRuns(` ${value}`)) {
      let current;
      let i = run.start - 1;
      for (const cp of run.codePoints) {
        const size = cp > 65535 ? 2 : 1;
        if (text2[offsets[i]] === "\\") {
          const end = Math.max(offsets[i + size], offsets[i] + 1);
          if (current) {
            current.end = end;
            current.codePoints.push(cp);
          } else {
            current = { start: offsets[i], end, codePoints: [cp], path };
            runs.push(current);
          }
        } else {
          current = void 0;
        }
        i += size;
      }
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}
function escapedReports(file) {
  const lineOf = lineFingerprints(file.source, (line) => line.trim());
  return escapedRuns(file).map((run) => {
    const { level, text: text2 } = why(run.codePoints);
    const many = run.codePoints.length > 1;
    const line = lineOf(run.start);
    const report5 = {
      message: `Hidden character${many ? "s" : ""} written as ${many ? "escapes" : "an escape"} in this config: ${describeRun(run.codePoints)}. The file shows the escape, but the host decodes the string and reads the character itself. ${text2}`,
      span: { start: run.start, end: run.end },
      path: run.path,
      level,
      fingerprintValue: `escaped\0${run.codePoints.map((cp) => cp.toString(16)).join(",")}\0${line}`
    };
    return { run, report: report5 };
  });
}
var init_escapes = __esm({
  "dist/rules/hidden-unicode/escapes.js"() {
    "use strict";
    init_config_values();
    init_json();
    init_toml_scan();
    init_toml_string();
    init_source();
    init_chars();
    init_lines();
  }
});

// dist/rules/hidden-unicode/hosts.js
function scriptOf(ch) {
  if (!LETTER2.test(ch) || COMMON.test(ch))
    return void 0;
  for (const [name, re] of SCRIPTS)
    if (re.test(ch))
      return name;
  return `U+${ch.codePointAt(0).toString(16).toUpperCase()}`.slice(0, -2) + "xx";
}
function mixedLabel(label) {
  const scripts = [];
  const letters = [];
  for (const ch of label) {
    const script = scriptOf(ch);
    if (!script)
      continue;
    if (!scripts.includes(script))
      scripts.push(script);
    letters.push({ cp: ch.codePointAt(0), script });
  }
  if (scripts.length < 2)
    return void 0;
  if (scripts.every((s) => s === "Latin" || WITH_LATIN.has(s)))
    return void 0;
  const count2 = (s) => letters.filter((l) => l.script === s).length;
  const main2 = [...scripts].sort((a, b) => count2(b) - count2(a))[0];
  return { scripts, foreign: letters.filter((l) => l.script !== main2).map((l) => l.cp) };
}
function lookalikeHosts(text2) {
  if (!/[^\u0000-\u007f]|xn--/i.test(text2) || !text2.includes("://"))
    return [];
  const out = [];
  for (const m of text2.matchAll(URL_HOST)) {
    let cut = m[1].length;
    while (cut > 0 && m[1][cut - 1] === ".")
      cut--;
    const written = m[1].slice(0, cut);
    const host = /xn--/i.test(written) ? (0, import_node_url2.domainToUnicode)(written.toLowerCase()) || written : written;
    const labels = host.split(".");
    const mixed = labels.map(mixedLabel);
    if (!mixed.some(Boolean))
      continue;
    const scripts = [...new Set(mixed.flatMap((x) => x?.scripts ?? []))];
    const foreign = mixed.flatMap((x) => x?.foreign ?? []);
    const odd = new Set(foreign);
    const reads = [...host].map((ch) => {
      const cp = ch.codePointAt(0);
      return odd.has(cp) ? IMITATES[cp] ?? "?" : cp > 127 ? "?" : ch;
    }).join("");
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + written.length, scripts, foreign, reads });
  }
  return out;
}
var import_node_url2, SCRIPTS, LETTER2, COMMON, WITH_LATIN, IMITATES, URL_HOST;
var init_hosts2 = __esm({
  "dist/rules/hidden-unicode/hosts.js"() {
    "use strict";
    import_node_url2 = require("node:url");
    SCRIPTS = [
      ["Latin", new RegExp("\\p{Script=Latin}", "u")],
      ["Cyrillic", new RegExp("\\p{Script=Cyrillic}", "u")],
      ["Greek", new RegExp("\\p{Script=Greek}", "u")],
      ["Armenian", new RegExp("\\p{Script=Armenian}", "u")],
      ["Georgian", new RegExp("\\p{Script=Georgian}", "u")],
      ["Cherokee", new RegExp("\\p{Script=Cherokee}", "u")],
      ["Hebrew", new RegExp("\\p{Script=Hebrew}", "u")],
      ["Arabic", new RegExp("\\p{Script=Arabic}", "u")],
      ["Han", new RegExp("\\p{Script=Han}", "u")],
      ["Hiragana", new RegExp("\\p{Script=Hiragana}", "u")],
      ["Katakana", new RegExp("\\p{Script=Katakana}", "u")],
      ["Hangul", new RegExp("\\p{Script=Hangul}", "u")],
      ["Bopomofo", new RegExp("\\p{Script=Bopomofo}", "u")],
      ["Thai", new RegExp("\\p{Script=Thai}", "u")],
      ["Devanagari", new RegExp("\\p{Script=Devanagari}", "u")]
    ];
    LETTER2 = /[\p{L}\p{M}]/u;
    COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;
    WITH_LATIN = /* @__PURE__ */ new Set(["Han", "Hiragana", "Katakana", "Hangul", "Bopomofo"]);
    IMITATES = {
      1072: "a",
      1077: "e",
      1086: "o",
      1088: "p",
      1089: "c",
      1091: "y",
      1093: "x",
      1110: "i",
      1112: "j",
      1109: "s",
      1281: "d",
      1211: "h",
      1040: "A",
      1042: "B",
      1045: "E",
      1050: "K",
      1052: "M",
      1053: "H",
      1054: "O",
      1056: "P",
      1057: "C",
      1058: "T",
      1061: "X",
      1030: "I",
      1032: "J",
      1029: "S",
      959: "o",
      945: "a",
      957: "v",
      961: "p",
      964: "t",
      953: "i",
      954: "k",
      965: "u",
      927: "O",
      913: "A",
      914: "B",
      917: "E",
      918: "Z",
      919: "H",
      921: "I",
      922: "K",
      924: "M",
      925: "N",
      929: "P",
      932: "T",
      935: "X",
      933: "Y",
      1400: "n",
      1405: "u",
      1413: "o"
    };
    URL_HOST = /(?<![\p{L}\p{N}+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[^\s/?#@"'`<>\\]*@)?([^\s/?#:@"'`<>\\[\]]+)/gu;
  }
});

// dist/rules/hidden-unicode.js
function visible(source2, runs) {
  let text2 = "";
  let at2 = 0;
  for (const run of runs) {
    text2 += source2.text.slice(at2, run.start) + "?".repeat(run.end - run.start);
    at2 = run.end;
  }
  return makeSource(source2.path, source2.display, text2 + source2.text.slice(at2));
}
function reportsFor(source2, what2, pathOf2, fix) {
  const runs = hiddenRuns(source2.text);
  if (!runs.length)
    return [];
  const shown = visible(source2, runs);
  const lineOf = lineFingerprints(shown, (line) => line.replace(/\?+/g, "").trim());
  return runs.map((run) => {
    const { level, text: text2 } = why(run.codePoints);
    const report5 = {
      message: `Hidden character${run.codePoints.length > 1 ? "s" : ""} in ${what2}: ${describeRun(run.codePoints)}. ${text2}`,
      span: { start: run.start, end: run.end },
      path: pathOf2(run),
      level,
      source: shown,
      fingerprintValue: `${run.codePoints.map((cp) => cp.toString(16)).join(",")}\0${lineOf(run.start)}`
    };
    return fix === "none" ? report5 : withFix(report5, source2.path, run, fix);
  });
}
function withFix(report5, file, run, fix) {
  const refused = fix(run);
  if (refused !== void 0) {
    report5.suggestions = [{ description: refused, safe: false, edits: [] }];
  } else {
    const edit = { file, start: run.start, end: run.end, text: "" };
    const description = "delete the hidden characters (check first that the text still says what was meant)";
    report5.fix = { description, safe: false, edits: [edit] };
  }
  return report5;
}
function pathFinder(file) {
  const strings = [...configStrings(file)].sort((x, y) => x.span.start - y.span.start);
  return (offset) => {
    let lo = 0;
    let hi = strings.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (strings[mid].span.start <= offset)
        lo = mid;
      else
        hi = mid - 1;
    }
    const s = strings[lo];
    return s && s.span.start <= offset && offset < s.span.end ? s.path : [];
  };
}
function clash(key) {
  const clean = withoutHidden(key.name);
  const same2 = cleanNames(key.siblings()).get(clean);
  if (!same2 || same2.size === 1 && same2.has(key.name))
    return void 0;
  return `Not deleted automatically: without its hidden characters this key would read ${JSON.stringify(clean)}, like a sibling key in the same object, and one of the two entries would silently replace the other. Find out which one is meant, then rename or remove the other by hand.`;
}
function cleanNames(siblings) {
  let byClean = cleaned.get(siblings);
  if (byClean)
    return byClean;
  byClean = /* @__PURE__ */ new Map();
  for (const name of siblings) {
    const clean = withoutHidden(name);
    const names = byClean.get(clean);
    if (names)
      names.add(name);
    else
      byClean.set(clean, /* @__PURE__ */ new Set([name]));
  }
  cleaned.set(siblings, byClean);
  return byClean;
}
function jsonKeys(file) {
  const root = treeOf(file.source);
  if (!root)
    return void 0;
  const keys = [];
  const walk2 = (node) => {
    if (node.type === "object") {
      const props = node.children ?? [];
      let names;
      const siblings = () => names ??= props.map((p) => p.children?.[0]).filter((k) => k?.type === "string").map((k) => String(k.value));
      for (const prop2 of props) {
        const key = prop2.children?.[0];
        if (key?.type === "string")
          keys.push({ span: { start: key.offset, end: key.offset + key.length }, name: String(key.value), siblings });
      }
    }
    for (const child2 of node.children ?? [])
      walk2(child2);
  };
  walk2(root);
  return keys.sort((a, b) => a.span.start - b.span.start);
}
function tomlKeys(file) {
  const { nodes, tables } = scanToml(parseableText(file.source));
  const entries = [...nodes, ...tables];
  let trie;
  const names = /* @__PURE__ */ new Map();
  const namesUnder = (parent) => {
    if (!trie) {
      trie = { children: /* @__PURE__ */ new Map() };
      for (const e of entries) {
        let at3 = trie;
        for (const seg of e.path) {
          let next = at3.children.get(seg);
          if (!next)
            at3.children.set(seg, next = { children: /* @__PURE__ */ new Map() });
          at3 = next;
        }
      }
    }
    let at2 = trie;
    for (const seg of parent)
      at2 = at2?.children.get(seg);
    let under = names.get(at2);
    if (!under)
      names.set(at2, under = [...at2?.children.keys() ?? []].filter((k) => typeof k === "string"));
    return under;
  };
  const keys = [];
  for (const e of entries) {
    const first = e.path.length - e.keySpans.length;
    e.keySpans.forEach((span, j) => {
      const name = e.path[first + j];
      if (typeof name !== "string")
        return;
      const parent = e.path.slice(0, first + j);
      keys.push({ span, name, siblings: () => namesUnder(parent) });
    });
  }
  return keys.sort((a, b) => a.span.start - b.span.start);
}
function holding(items, run) {
  let lo = 0;
  let hi = items.length - 1;
  if (hi < 0)
    return void 0;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (items[mid].span.start <= run.start)
      lo = mid;
    else
      hi = mid - 1;
  }
  const item = items[lo];
  return inside(run, item.span) ? item : void 0;
}
function configFixPolicy(file) {
  const keys = file.syntax === "toml" ? tomlKeys(file) : file.syntax === "yaml" ? void 0 : jsonKeys(file);
  if (!keys) {
    const known = [...configStrings(file), ...file.comments].sort((a, b) => a.span.start - b.span.start);
    return (run) => holding(known, run) ? void 0 : UNKNOWN_PLACE;
  }
  const clashes = /* @__PURE__ */ new Map();
  return (run) => {
    const key = holding(keys, run);
    if (!key)
      return void 0;
    if (!clashes.has(key))
      clashes.set(key, clash(key));
    return clashes.get(key);
  };
}
function lookalikeReports(text2, what2, spanOf3, path) {
  return lookalikeHosts(text2).map((host) => {
    const letters = [...new Set(host.foreign)].map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`).join(", ");
    return {
      message: `Look-alike host in ${what2}: "${host.reads}" mixes ${host.scripts.join(" and ")} letters in one name (${letters}), so it reads like a familiar host but is a different domain, which someone else can register. Type the address in plain ASCII from the vendor's documentation.`,
      span: spanOf3(host.start, host.end),
      path,
      level: "error",
      fingerprintValue: `lookalike:${host.reads}:${letters}`
    };
  });
}
function instructionReports(source2) {
  const name = source2.display.slice(source2.display.lastIndexOf("/") + 1);
  const what2 = `the instruction file ${name} (agents read it; people reviewing it do not see these)`;
  const reports = reportsFor(source2, what2, () => ["instructions"], () => void 0);
  reports.push(...lookalikeReports(source2.text, `the instruction file ${name}`, (start, end) => ({ start, end }), ["instructions"]));
  return reports.sort((a, b) => a.span.start - b.span.start);
}
var cleaned, UNKNOWN_PLACE, inside, hiddenUnicode;
var init_hidden_unicode = __esm({
  "dist/rules/hidden-unicode.js"() {
    "use strict";
    init_config_values();
    init_json();
    init_toml_scan();
    init_source();
    init_chars();
    init_escapes();
    init_hosts2();
    init_lines();
    init_chars();
    cleaned = /* @__PURE__ */ new WeakMap();
    UNKNOWN_PLACE = "Not deleted automatically: mcp-audit cannot tell whether they are in a key of this file, where deleting them could make it the same as another key and lose one of the two entries. Delete them by hand.";
    inside = (run, span) => span.start <= run.start && run.end <= span.end;
    hiddenUnicode = {
      meta: {
        id: "hidden-unicode",
        level: "error",
        description: "Invisible Unicode in a config, instruction file (CLAUDE.md, AGENTS.md, rules), SKILL.md or skill script: bidirectional controls, tag characters, zero-width and other format or control characters; and URL hosts that mix scripts (look-alike hosts).",
        precision: "very-high",
        securitySeverity: "7.8",
        tags: ["security", "unicode", "prompt-injection", "trojan-source"],
        fixable: "unsafe",
        owasp: ["MCP03:2025", "MCP06:2025"]
      },
      checkConfig(file) {
        if (file.syntax === "markdown")
          return instructionReports(file.source);
        if (file.syntax === "frontmatter")
          return [];
        if (file.syntax === "script")
          return reportsFor(file.source, `the hook script ${file.source.display}`, () => ["script"], "none");
        let pathAt;
        let policy;
        const fix = (run) => (policy ??= configFixPolicy(file))(run);
        const reports = reportsFor(file.source, "this config", (run) => (pathAt ??= pathFinder(file))(run.start), fix);
        for (const { run, report: report5 } of escapedReports(file))
          reports.push(withFix(report5, file.source.path, run, fix));
        for (const str of configStrings(file))
          reports.push(...lookalikeReports(str.value, "this config", (a, b) => valueSpan(str, a, b), str.path));
        reports.sort((a, b) => a.span.start - b.span.start);
        if (!file.scope)
          return reports;
        const scope = valueAt(file, file.scope)?.span;
        return scope ? reports.filter((r) => r.span.start >= scope.start && r.span.end <= scope.end) : [];
      },
      checkSkill(skill) {
        const base3 = ["skills", skill.dir];
        const reports = reportsFor(skill.manifest, "SKILL.md", () => [...base3, "SKILL.md"], () => void 0);
        reports.push(...lookalikeReports(skill.manifest.text, "SKILL.md", (start, end) => ({ start, end }), [...base3, "SKILL.md"]));
        for (const script of skill.scripts) {
          if (script.text === void 0)
            continue;
          const source2 = { ...script.source, text: script.text };
          const what2 = `the skill script ${script.relPath}`;
          const path = [...base3, "files", script.relPath];
          reports.push(...reportsFor(source2, what2, () => path, "none"));
          reports.push(...lookalikeReports(script.text, what2, (start, end) => ({ start, end }), path).map((r) => ({ ...r, source: makeSource(source2.path, source2.display, source2.text) })));
        }
        return reports;
      }
    };
  }
});

// dist/rules/insecure-transport.js
function tunnelService(host) {
  const h = host.toLowerCase().replace(/\.$/, "");
  return TUNNEL_SUFFIXES.find((suffix) => h.endsWith(`.${suffix}`));
}
function tunnelUrls(value) {
  const out = [];
  for (const m of value.matchAll(ANY_URL)) {
    const authority = m[0].slice(m[0].indexOf("//") + 2).split(/[/?#]/, 1)[0];
    const host = authority.slice(authority.lastIndexOf("@") + 1).split(":", 1)[0];
    const service = tunnelService(host);
    if (service)
      out.push({ start: m.index, end: m.index + m[0].length, host: host.toLowerCase(), service });
  }
  return out;
}
function isLocalHost(host) {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (LOCAL_NAMES.has(h) || h.endsWith(".localhost"))
    return true;
  if (/^127(?:\.\d{1,3}){0,3}$/.test(h) || h === "0.0.0.0" || h === "0")
    return true;
  const v6 = h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : void 0;
  if (v6 === void 0)
    return false;
  return /^(?:0*:)*:?0*1$/.test(v6) || /^(?:0*:)*:?0*$/.test(v6) || /^::ffff:127(?:\.\d{1,3}){3}$/.test(v6) || v6 === "::ffff:7f00:1";
}
function plainUrls(value) {
  const out = [];
  for (const m of value.matchAll(PLAIN_URL)) {
    const url = m[0];
    const scheme = m[1].toLowerCase();
    const rest = url.slice(scheme.length + 3);
    const authority = rest.split(/[/?#]/, 1)[0];
    const at2 = authority.lastIndexOf("@");
    const userinfo = at2 < 0 ? "" : authority.slice(0, at2);
    const hostPort = authority.slice(at2 + 1);
    const host = hostPort.startsWith("[") ? hostPort.slice(0, hostPort.indexOf("]") + 1) : hostPort.split(":", 1)[0];
    if (!host || /[${}%<]/.test(host))
      continue;
    const found2 = { start: m.index, end: m.index + url.length, scheme, host };
    const credential = urlCredential(userinfo, rest);
    if (credential)
      found2.credential = credential;
    out.push(found2);
  }
  return out;
}
function urlCredential(userinfo, rest) {
  if (userinfo.includes(":") || userinfo.length >= 20)
    return "the user name and password in the URL";
  const query = /\?([^#]*)/.exec(rest)?.[1] ?? "";
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
    if (eq > 0 && eq < pair.length - 1 && secretKeyKind(name))
      return `the "${name}" query parameter`;
  }
  return void 0;
}
function rawEntry(file, server) {
  let node = file.data;
  for (const seg of server.path) {
    if (typeof node !== "object" || node === null)
      return void 0;
    node = node[seg];
  }
  return typeof node === "object" && node !== null && !Array.isArray(node) ? node : void 0;
}
function endpointCredential(file, server) {
  const header = server.headers.find((h) => h.value.value.trim() !== "" && isCredentialHeader(h.key));
  if (header)
    return `the "${header.key}" header`;
  const raw = rawEntry(file, server);
  if (!raw)
    return void 0;
  if (typeof raw.bearer_token_env_var === "string")
    return "a bearer token (bearer_token_env_var)";
  const envHeaders = raw.env_http_headers;
  if (envHeaders && typeof envHeaders === "object" && Object.keys(envHeaders).some(isCredentialHeader))
    return "an auth header (env_http_headers)";
  for (const key of ["headersHelper", "http_headers_helper"])
    if (typeof raw[key] === "string")
      return `the headers from "${key}"`;
  if (raw.oauth && typeof raw.oauth === "object")
    return "OAuth tokens";
  return void 0;
}
function argsCredential(server) {
  for (const arg of server.args) {
    const m = /^\s*([A-Za-z0-9-]+)\s*:\s*\S/.exec(arg.value);
    if (m && isCredentialHeader(m[1]))
      return `the "${m[1]}" header in its arguments`;
  }
  return void 0;
}
function slotsOf2(file, server) {
  const slots = [];
  if (server.url)
    slots.push({ str: server.url, where: "connects to", credential: endpointCredential(file, server) });
  const bridged = argsCredential(server);
  if (server.command)
    slots.push({ str: server.command, where: "gives its command the URL", credential: bridged });
  for (const arg of server.args)
    slots.push({ str: arg, where: "gives its command the URL", credential: bridged });
  for (const env of server.env)
    slots.push({ str: env.value, where: `sets ${env.key} to` });
  return slots;
}
function hostAllowed(host, allow) {
  const h = host.toLowerCase();
  return allow.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith("*.") ? h.endsWith(p.slice(1)) : h === p;
  });
}
function report2(file, server, slot, url) {
  const secure = url.scheme === "http" ? "https" : "wss";
  const credential = url.credential ?? slot.credential;
  const what2 = `server "${server.name}" ${slot.where} ${url.scheme}://${url.host} without TLS: anyone on the network path can read and change the traffic`;
  const message3 = credential ? `${what2}, and ${credential} goes with it in clear text. Use ${secure}://, and rotate the credential if it has been used this way.` : `${what2}. Use ${secure}://.`;
  const scheme = valueSpan(slot.str, url.start, url.start + url.scheme.length);
  const out = {
    message: message3,
    span: valueSpan(slot.str, url.start, url.end),
    path: slot.str.path,
    level: credential ? "error" : "warning",
    fingerprintValue: `${url.scheme}://${url.host}`,
    fix: {
      description: `use ${secure}:// (the server must accept TLS at this address)`,
      safe: false,
      edits: [{ file: file.source.path, start: scheme.start, end: scheme.end, text: secure }]
    }
  };
  if (url.credential)
    out.sensitive = true;
  return out;
}
function tunnelReport(server, slot, tunnel) {
  return {
    message: `server "${server.name}" ${slot.where} ${tunnel.host}, a public tunnel (${tunnel.service}): its traffic and any token sent to it pass through a host nobody vetted, and the name goes to whoever claims it next once the tunnel closes. Use the server's own address, or remove the entry when the tunnel is gone.`,
    span: valueSpan(slot.str, tunnel.start, tunnel.end),
    path: slot.str.path,
    level: "note",
    fingerprintValue: `tunnel:${tunnel.host}`,
    // userinfo or a query may hold a token: keep it out of code frames
    .../[@?]/.test(slot.str.value.slice(tunnel.start, tunnel.end)) ? { sensitive: true } : {}
  };
}
var PLAIN_URL, TUNNEL_SUFFIXES, ANY_URL, LOCAL_NAMES, isCredentialHeader, insecureTransport;
var init_insecure_transport = __esm({
  "dist/rules/insecure-transport.js"() {
    "use strict";
    init_secret_names();
    init_secret_urls();
    init_source();
    PLAIN_URL = /(?<![A-Za-z0-9+.-])(http|ws):\/\/[^\s"'`<>]*/gi;
    TUNNEL_SUFFIXES = [
      "ngrok.io",
      "ngrok.app",
      "ngrok-free.app",
      "ngrok.dev",
      "ngrok-free.dev",
      "trycloudflare.com",
      "loca.lt",
      "localtunnel.me",
      "serveo.net",
      "serveousercontent.com",
      "localhost.run",
      "lhr.life",
      "pinggy.link",
      "pinggy.online",
      "tunnelmole.net",
      "devtunnels.ms"
    ];
    ANY_URL = /(?<![A-Za-z0-9+.-])(?:https?|wss?):\/\/[^\s"'`<>]*/gi;
    LOCAL_NAMES = /* @__PURE__ */ new Set(["localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback", "host.docker.internal", "gateway.docker.internal", "host.containers.internal", "host.lima.internal"]);
    isCredentialHeader = (name) => isAuthorizationHeader(name) || /^(?:cookie|proxy-authorization)$/i.test(name.trim()) || !!secretKeyKind(name);
    insecureTransport = {
      meta: {
        id: "insecure-transport",
        level: "warning",
        description: "A server reached over plain http:// or ws:// at a host other than this machine (an error when credentials are sent with it), or through a public tunnel service (a note).",
        precision: "high",
        securitySeverity: "7.4",
        tags: ["security", "transport", "cwe-319"],
        fixable: "unsafe",
        owasp: ["MCP07:2025", "MCP01:2025"],
        options: {
          type: "object",
          additionalProperties: false,
          properties: {
            allowHosts: { description: 'host names that may be reached without TLS (exact, or "*.example.internal")', type: "array", items: { type: "string" } }
          }
        }
      },
      checkConfig(file, context) {
        const allow = context.options.allowHosts ?? [];
        const reports = [];
        for (const server of file.servers) {
          for (const slot of slotsOf2(file, server)) {
            for (const url of plainUrls(slot.str.value)) {
              if (isLocalHost(url.host) || hostAllowed(url.host, allow))
                continue;
              reports.push(report2(file, server, slot, url));
            }
            for (const tunnel of tunnelUrls(slot.str.value)) {
              if (!hostAllowed(tunnel.host, allow))
                reports.push(tunnelReport(server, slot, tunnel));
            }
          }
        }
        return reports;
      }
    };
  }
});

// dist/rules/invalid-config.js
var MAX_PROBLEMS_PER_FILE, invalidConfig;
var init_invalid_config = __esm({
  "dist/rules/invalid-config.js"() {
    "use strict";
    MAX_PROBLEMS_PER_FILE = 50;
    invalidConfig = {
      meta: {
        id: "invalid-config",
        level: "error",
        description: "A config file or server entry that the host cannot load: syntax errors, comments in strict JSON, wrong types, missing command or url.",
        precision: "very-high",
        securitySeverity: "2.0",
        tags: ["security", "correctness"],
        fixable: "none",
        owasp: []
      },
      checkConfig: (file) => {
        const shown = file.problems.slice(0, MAX_PROBLEMS_PER_FILE).map((problem) => ({
          message: problem.message,
          span: problem.span,
          path: problem.path ?? [],
          level: problem.level
        }));
        const rest = file.problems.length - shown.length;
        if (rest > 0) {
          const last2 = file.problems[MAX_PROBLEMS_PER_FILE];
          shown.push({ message: `${rest} more problem${rest === 1 ? "" : "s"} in this file, not listed`, span: last2.span, path: ["(more)"], level: void 0 });
        }
        return shown;
      }
    };
  }
});

// dist/rules/missing-read-only/catalog.js
function urlKey(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/(?<!\/)\/+$/, "").toLowerCase();
  } catch {
    return void 0;
  }
}
function entriesFor(kind, name) {
  return byName.get(kind)?.get(NORMALIZE[kind](name)) ?? NONE;
}
function urlEntries(url) {
  const key = urlKey(url);
  if (!key)
    return NONE;
  const found2 = new Set(byUrlPrefix.get(key));
  for (let i = key.indexOf("/"); i >= 0; i = key.indexOf("/", i + 1)) {
    for (const entry of byUrlPrefix.get(key.slice(0, i)) ?? NONE)
      found2.add(entry);
  }
  if (found2.size < 2)
    return [...found2];
  return [...found2].sort((a, b) => catalogIndex.get(a) - catalogIndex.get(b));
}
function bridgedUrl(launch2) {
  return launch2.args.find((t) => /^https?:\/\//i.test(t.value));
}
function matches(server) {
  const out = [];
  for (const launch2 of analyzeLaunches(server)) {
    const kind = launch2.ecosystem;
    const name = kind === "docker" && launch2.docker ? launch2.docker.repository : launch2.package.name;
    for (const entry of entriesFor(kind, name))
      out.push({ entry, span: launch2.package.token.span, args: launch2.args, launch: launch2 });
    const bridged = bridgedUrl(launch2);
    if (bridged) {
      for (const entry of urlEntries(bridged.value)) {
        out.push({ entry, span: bridged.span, args: launch2.args, launch: launch2, url: { str: bridged.str, value: bridged.value, start: bridged.map[0] } });
      }
    }
  }
  if (!out.length && server.command) {
    for (const entry of entriesFor("command", programName(server.command.value))) {
      out.push({ entry, span: valueSpan(server.command), args: server.args.map((arg, i) => strToken(arg, i)) });
    }
  }
  if (server.url) {
    for (const entry of urlEntries(server.url.value))
      out.push({ entry, span: valueSpan(server.url), args: [], url: { str: server.url, value: server.url.value, start: 0 } });
  }
  return out;
}
var catalog, normalizePypi, normalizeImage, NORMALIZE, byName, byUrlPrefix, catalogIndex, NONE;
var init_catalog = __esm({
  "dist/rules/missing-read-only/catalog.js"() {
    "use strict";
    init_launch();
    init_shell();
    init_source();
    init_data();
    catalog = JSON.parse(readRuleFile("read-only-servers.json")).servers;
    normalizePypi = (name) => name.toLowerCase().replace(/[-_.]+/g, "-");
    normalizeImage = (image) => image.toLowerCase().replace(/^(?:docker\.io\/|index\.docker\.io\/)/, "").replace(/^library\//, "");
    NORMALIZE = { npm: (s) => s, pypi: normalizePypi, docker: normalizeImage, command: (s) => s };
    byName = /* @__PURE__ */ new Map();
    byUrlPrefix = /* @__PURE__ */ new Map();
    catalogIndex = /* @__PURE__ */ new Map();
    {
      const add = (map, key, entry) => {
        const list = map.get(key);
        if (!list)
          map.set(key, [entry]);
        else if (list[list.length - 1] !== entry)
          list.push(entry);
      };
      catalog.forEach((entry, i) => {
        catalogIndex.set(entry, i);
        if (entry.mode === "unsupported")
          return;
        for (const kind of Object.keys(NORMALIZE)) {
          let map = byName.get(kind);
          if (!map)
            byName.set(kind, map = /* @__PURE__ */ new Map());
          for (const n of entry.match[kind] ?? [])
            add(map, NORMALIZE[kind](n), entry);
        }
        for (const prefix of entry.match.url ?? [])
          add(byUrlPrefix, prefix.replace(/(?<!\/)\/+$/, "").toLowerCase(), entry);
      });
    }
    NONE = [];
  }
});

// dist/rules/missing-read-only/switches.js
function truthy(value, wanted2) {
  if (value === void 0)
    return false;
  const v = value.trim();
  if (wanted2.includes("*"))
    return v !== "" && !FALSE2.test(v);
  return wanted2.some((w) => w.toLowerCase() === v.toLowerCase());
}
function lastOf(list, test) {
  for (let i = list.length - 1; i >= 0; i--)
    if (test(list[i]))
      return list[i];
  return void 0;
}
function flagUse(args, flag) {
  const eq = flag.indexOf("=");
  const [name, wanted2] = eq > 0 ? [flag.slice(0, eq), flag.slice(eq + 1)] : [flag, void 0];
  let use;
  for (let i = 0; i < args.length; i++) {
    const token = args[i];
    const v = token.value;
    if (v === "--")
      break;
    if (v.startsWith(`${name}=`)) {
      const value = v.slice(name.length + 1);
      use = { flag, on: wanted2 === void 0 ? value.trim() !== "" && !FALSE2.test(value.trim()) : value.toLowerCase() === wanted2.toLowerCase(), token };
    } else if (v === name) {
      const next = args[i + 1];
      if (wanted2 === void 0) {
        if (next && FALSE2.test(next.value.trim())) {
          use = { flag, on: false, token, valueToken: next };
          i++;
        } else
          use = { flag, on: true, token };
      } else if (next) {
        use = { flag, on: next.value.toLowerCase() === wanted2.toLowerCase(), token, valueToken: next };
        i++;
      } else
        use = { flag, on: false, token };
    }
  }
  return use;
}
function processVar(server, launch2, name) {
  const assignment = lastOf(launch2?.env ?? [], (a) => a.name === name);
  if (assignment)
    return { value: assignment.value ?? "", span: assignment.token.span, assignment };
  const entry = lastOf(server.env, (e) => e.key === name);
  if (entry)
    return { value: entry.value.value, span: valueSpan(entry.value) };
  return void 0;
}
function passesHostEnv(launch2) {
  const option = lastOf(launch2.runnerOptions, (t) => t.value === "--env-host" || t.value.startsWith("--env-host="));
  return !!option && (option.value === "--env-host" || !FALSE2.test(option.value.slice("--env-host=".length)));
}
function serverVar(server, m, name) {
  const launch2 = m.launch;
  const docker = launch2?.docker;
  if (!launch2 || !docker) {
    const process3 = processVar(server, launch2, name);
    return process3 ? { kind: "known", value: process3.value, span: process3.span, process: process3 } : { kind: "known", value: void 0 };
  }
  const process2 = processVar(server, launch2, name);
  const dockerArg = lastOf(docker.env, (a) => a.name === name);
  if (dockerArg) {
    if (dockerArg.value !== void 0)
      return { kind: "known", value: dockerArg.value, span: dockerArg.token.span, dockerArg };
    const known = { kind: "known", value: process2?.value, span: dockerArg.token.span, dockerArg };
    if (process2)
      known.process = process2;
    return known;
  }
  if (process2 && passesHostEnv(launch2))
    return { kind: "known", value: process2.value, span: process2.span, process: process2 };
  if (docker.envFiles.length)
    return { kind: "unknown" };
  return process2 ? { kind: "not-passed", process: process2 } : { kind: "known", value: void 0 };
}
function switchState(server, m, switches) {
  const state = { offFlags: [], vars: [] };
  for (const flag of switches.flags ?? []) {
    const use = flagUse(m.args, flag);
    if (use?.on)
      return { ...state, on: use.token.span };
    if (use)
      state.offFlags.push(use);
  }
  for (const env of switches.env ?? []) {
    const seen = serverVar(server, m, env.name);
    if (seen.kind === "known" && seen.span && truthy(seen.value, env.values))
      return { ...state, on: seen.span };
    if (seen.kind === "unknown")
      state.unknown = true;
    state.vars.push({ env, seen });
  }
  if (m.url) {
    let parsed;
    try {
      parsed = new URL(m.url.value);
    } catch {
      parsed = void 0;
    }
    if (parsed && switches.urlPathSuffix && parsed.pathname.replace(/(?<!\/)\/+$/, "").endsWith(switches.urlPathSuffix))
      return { ...state, on: m.span };
    for (const q of switches.urlQuery ?? [])
      if (parsed && truthy(parsed.searchParams.get(q.name) ?? void 0, q.values))
        return { ...state, on: m.span };
    for (const h of switches.headers ?? []) {
      const header = server.headers.find((e) => e.key.toLowerCase() === h.name.toLowerCase());
      if (header && truthy(header.value.value, h.values))
        return { ...state, on: valueSpan(header.value) };
      const arg = m.args.find((t) => t.value.toLowerCase().replace(/\s+/g, "").startsWith(`${h.name.toLowerCase()}:`));
      if (arg && truthy(arg.value.slice(arg.value.indexOf(":") + 1), h.values))
        return { ...state, on: arg.span };
    }
  }
  return state;
}
var FALSE2;
var init_switches = __esm({
  "dist/rules/missing-read-only/switches.js"() {
    "use strict";
    init_source();
    FALSE2 = /^(?:0|false|no|off)$/i;
  }
});

// dist/rules/missing-read-only/fixes.js
function replaceWord(file, token, text2) {
  const { str } = token;
  if (str.value.slice(token.start, token.end) !== token.value || !/^[\w.:=/@+-]+$/.test(text2))
    return void 0;
  const edits = file.editor.replaceString(str, str.value.slice(0, token.start) + text2 + str.value.slice(token.end));
  return edits.length ? edits : void 0;
}
function quoted(word) {
  const eq = word.indexOf("=");
  const [head, value] = eq < 0 ? ["", word] : [word.slice(0, eq + 1), word.slice(eq + 1)];
  return `"${head}${/^[\w.-]{0,24}$/.test(value) ? value : "\u2026"}"`;
}
function enableEdits(file, server, m, state) {
  const fix = m.entry.fix;
  const off = state.offFlags[0];
  if (off) {
    const eq = off.flag.indexOf("=");
    if (off.valueToken) {
      const written = `"${off.token.value} ${quoted(off.valueToken.value).slice(1)}`;
      if (eq < 0)
        return { manual: `change ${written} to "${off.flag}"` };
      const wanted2 = off.flag.slice(eq + 1);
      const edits2 = replaceWord(file, off.valueToken, wanted2);
      return edits2 ? { edits: edits2, what: `change ${written} to "${off.token.value} ${wanted2}"` } : { manual: `change ${written} to "${off.flag}"` };
    }
    const edits = replaceWord(file, off.token, off.flag);
    return edits ? { edits, what: `change ${quoted(off.token.value)} to "${off.flag}"` } : { manual: `change ${quoted(off.token.value)} to "${off.flag}"` };
  }
  if (!fix)
    return void 0;
  const docker = m.launch?.docker;
  if (docker) {
    const env = fix.dockerEnv ?? fix.env;
    if (!env)
      return void 0;
    const assignment = `${env.name}=${env.value}`;
    const existing = lastOf(docker.env, (a) => a.name === env.name);
    if (existing) {
      const edits = replaceWord(file, existing.token, assignment);
      return edits ? { edits, what: `change ${quoted(existing.token.value)} to "${assignment}" in docker run` } : void 0;
    }
    const run = server.args.findIndex((a) => a.value === "run");
    if (run < 0 || !docker.image.whole || docker.image.argIndex === void 0)
      return void 0;
    const option = `--env=${assignment}`;
    return { edits: file.editor.insertArg(server, run + 1, option), what: `add "${option}" to docker run` };
  }
  if (!m.url) {
    for (const { env, seen } of state.vars) {
      const value = env.values.find((v) => v !== "*");
      if (seen.kind !== "known" || !seen.process || value === void 0)
        continue;
      const { assignment } = seen.process;
      if (assignment) {
        const edits = replaceWord(file, assignment.token, `${env.name}=${value}`);
        return edits ? { edits, what: `change ${quoted(assignment.token.value)} to "${env.name}=${value}"` } : void 0;
      }
      return { edits: file.editor.setEnv(server, env.name, value), what: `set ${env.name}=${value} in its environment` };
    }
  }
  if (m.url && fix.urlPathSuffix && m.url.start === 0 && m.url.str === server.url) {
    const edit = pathSuffixEdit(m.url.value, fix.urlPathSuffix);
    return { edits: [valueEdit(file, m.url.str, edit)], what: `add "${fix.urlPathSuffix}" to the end of the URL's path` };
  }
  if (m.url && fix.urlQuery && m.url.start === 0 && m.url.str === server.url) {
    const edit = queryEdit(m.url.value, fix.urlQuery.name, fix.urlQuery.value);
    return { edits: [valueEdit(file, m.url.str, edit)], what: `add "${fix.urlQuery.name}=${fix.urlQuery.value}" to the URL` };
  }
  if (fix.flag && !m.url) {
    if (m.launch && !m.launch.package.token.whole)
      return void 0;
    return { edits: file.editor.insertArg(server, server.args.length, fix.flag), what: `add "${fix.flag}" to its arguments` };
  }
  if (fix.env && !m.url) {
    return { edits: file.editor.setEnv(server, fix.env.name, fix.env.value), what: `set ${fix.env.name}=${fix.env.value} in its environment` };
  }
  return void 0;
}
function valueEdit(file, str, change) {
  const span = valueSpan(str, change.start, change.end);
  return { file: file.source.path, start: span.start, end: span.end, text: change.text };
}
function pathEnd(url) {
  const end = url.search(/[?#]/);
  return end < 0 ? url.length : end;
}
function pathSuffixEdit(url, suffix) {
  const end = pathEnd(url);
  let start = end;
  while (start > 0 && url[start - 1] === "/" && url[start - 2] !== "/")
    start--;
  return { start, end, text: suffix };
}
function queryEdit(url, name, value) {
  const hash = url.indexOf("#");
  const end = hash < 0 ? url.length : hash;
  const q = url.indexOf("?");
  if (q < 0 || q > end)
    return { start: end, end, text: `?${name}=${value}` };
  let at2 = q + 1;
  for (const pair of url.slice(q + 1, end).split("&")) {
    const eq = pair.indexOf("=");
    if ((eq < 0 ? pair : pair.slice(0, eq)) === name) {
      return eq < 0 ? { start: at2 + pair.length, end: at2 + pair.length, text: `=${value}` } : { start: at2 + eq + 1, end: at2 + pair.length, text: value };
    }
    at2 += pair.length + 1;
  }
  const query = url.slice(q + 1, end);
  return { start: end, end, text: `${query === "" || query.endsWith("&") ? "" : "&"}${name}=${value}` };
}
var init_fixes = __esm({
  "dist/rules/missing-read-only/fixes.js"() {
    "use strict";
    init_source();
    init_switches();
  }
});

// dist/rules/missing-read-only.js
function describeSwitch(s) {
  const parts = [
    ...(s.flags ?? []).map((f) => `"${f}"`),
    ...(s.env ?? []).map((e) => e.values.includes("*") ? `${e.name} set` : `${e.name}=${e.values[0]}`),
    ...s.urlPathSuffix ? [`a URL ending in "${s.urlPathSuffix}"`] : [],
    ...(s.urlQuery ?? []).map((q) => `"?${q.name}=${q.values[0]}" in the URL`),
    ...(s.headers ?? []).map((h) => `the header "${h.name}: ${h.values[0]}"`)
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}` : parts[0] ?? "";
}
function notPassedNote(m, state) {
  const names = state.vars.filter(({ env, seen }) => seen.kind === "not-passed" && truthy(seen.process.value, env.values)).map(({ env }) => env.name);
  if (!names.length || !m.launch)
    return "";
  const program = m.launch.runner.split(" ")[0];
  const list = names.join(" and ");
  const are = names.length > 1 ? "are" : "is";
  return `${list} ${are} set for the ${program} command but not passed into the container (${program} run needs ${names.map((n) => `"-e ${n}"`).join(" and ")}); `;
}
var missingReadOnly;
var init_missing_read_only = __esm({
  "dist/rules/missing-read-only.js"() {
    "use strict";
    init_catalog();
    init_fixes();
    init_switches();
    missingReadOnly = {
      meta: {
        id: "missing-read-only",
        level: "warning",
        description: "A server that offers a read-only mode which is not enabled, or a read-only-by-default server given its write switch.",
        precision: "high",
        securitySeverity: "5.5",
        tags: ["security", "least-privilege"],
        fixable: "unsafe",
        owasp: ["MCP02:2025"],
        options: {
          type: "object",
          additionalProperties: false,
          properties: {
            allowWrite: { description: "server names that may run with write access", type: "array", items: { type: "string" } }
          }
        }
      },
      checkConfig(file, context) {
        const allowWrite = new Set(context.options.allowWrite ?? []);
        const reports = [];
        for (const server of file.servers) {
          if (allowWrite.has(server.name))
            continue;
          const seen = /* @__PURE__ */ new Set();
          for (const m of matches(server)) {
            if (seen.has(m.entry.id))
              continue;
            seen.add(m.entry.id);
            const { entry } = m;
            if (entry.mode === "enable-read-only" && entry.enable) {
              const state = switchState(server, m, entry.enable);
              if (state.on || state.unknown)
                continue;
              const enable = enableEdits(file, server, m, state);
              const edits = enable && "edits" in enable && enable.edits.length ? enable : void 0;
              const fix = edits ? { description: `enable read-only mode: ${edits.what}`, safe: false, edits: edits.edits } : void 0;
              const manual = enable && "manual" in enable ? enable.manual : describeSwitch(entry.enable);
              reports.push({
                message: `server "${server.name}" runs ${entry.name}, which has a read-only mode that is not enabled: ${notPassedNote(m, state)}use ${describeSwitch(entry.enable)}`,
                provenance: entry.source,
                span: m.span,
                path: [...server.path],
                fingerprintValue: entry.id,
                ...fix ? { fix } : { suggestions: [{ description: `enable read-only mode: ${manual}`, safe: false, edits: [] }] }
              });
            }
            if (entry.mode === "read-only-by-default" && entry.write) {
              const on = switchState(server, m, entry.write).on;
              if (!on)
                continue;
              reports.push({
                message: `server "${server.name}" runs ${entry.name}, which is read-only unless told otherwise, and is given write access with ${describeSwitch(entry.write)}`,
                provenance: entry.source,
                span: on,
                path: [...server.path],
                fingerprintValue: entry.id,
                suggestions: [{ description: "remove the write switch unless this server must write (or list it under allowWrite in .mcp-audit.json)", safe: false, edits: [] }]
              });
            }
          }
        }
        return reports;
      }
    };
  }
});

// dist/src/analysis/privilege.js
function privilegedPrefixes(server) {
  if (!server.command)
    return [];
  const words2 = [strToken(server.command), ...server.args.map((arg, i) => strToken(arg, i))];
  const found2 = [];
  const walk2 = (ws, ctx, splitHead) => {
    if (ctx.depth > MAX_DEPTH3)
      return [];
    let i = 0;
    while (i < ws.length && ASSIGNMENT4.test(ws[i].value))
      i++;
    const head = ws[i];
    if (!head)
      return [];
    const rest = ws.slice(i + 1);
    const next = { ...ctx, depth: ctx.depth + 1 };
    const wrapped = (name) => ({ ...next, wrappers: [...ctx.wrappers, name] });
    const prog2 = programName(head.value);
    if (PRIVILEGE.has(prog2)) {
      if (prog2 === "su" && !rest.some((w) => /^(?:-c|--command)(?:=|$)/.test(w.value)))
        return [];
      found2.push({ program: prog2, token: head, wrappers: ctx.wrappers });
      if (PREFIX_COMMANDS.has(prog2))
        return prefixCommand(prog2, rest, wrapped(prog2));
      if (prog2 === "su")
        return suWrapper(rest, wrapped("su -c"));
      if (prog2 === "runas")
        return runasWrapper(rest, wrapped("runas"));
      return [];
    }
    if (splitHead && isCommandLine(head)) {
      const commands = simpleCommands(tokenize(head, "posix"));
      for (const [k, cmd] of commands.entries())
        walk2(k === commands.length - 1 ? [...cmd, ...rest] : cmd, next, false);
      return [];
    }
    if (SHELLS.has(prog2))
      return shellWrapper(rest, wrapped(`${prog2} -c`));
    if (PREFIX_COMMANDS.has(prog2))
      return prefixCommand(prog2, rest, wrapped(prog2));
    switch (prog2) {
      case "env":
        return envWrapper(rest, wrapped("env"));
      case "cmd":
        return cmdWrapper(rest, wrapped("cmd /c"));
      case "powershell":
      case "pwsh":
        return powershellWrapper(rest, wrapped(`${prog2} -Command`));
      case "wsl":
        return wslWrapper(rest, wrapped("wsl"));
      default:
        return [];
    }
  };
  walk2(words2, { wrappers: [], env: [], depth: 0, analyze: walk2 }, true);
  return found2;
}
var PRIVILEGE, ASSIGNMENT4, MAX_DEPTH3;
var init_privilege = __esm({
  "dist/src/analysis/privilege.js"() {
    "use strict";
    init_launch_words();
    init_launch_wrappers();
    init_shell();
    PRIVILEGE = /* @__PURE__ */ new Set(["sudo", "doas", "pkexec", "su", "runas", "gsudo"]);
    ASSIGNMENT4 = /^[A-Za-z_][A-Za-z0-9_]*=/;
    MAX_DEPTH3 = 8;
  }
});

// dist/rules/privileged-launch.js
var AS, capitalized, privilegedLaunch;
var init_privileged_launch = __esm({
  "dist/rules/privileged-launch.js"() {
    "use strict";
    init_commands();
    init_privilege();
    AS = {
      sudo: "root (or the user -u names)",
      doas: "root (or the user -u names)",
      pkexec: "root (or the user --user names)",
      su: "root (or the user su names)",
      runas: "another account, usually an administrator",
      gsudo: "Windows administrator rights"
    };
    capitalized = (s) => s[0].toUpperCase() + s.slice(1);
    privilegedLaunch = {
      meta: {
        id: "privileged-launch",
        level: "error",
        description: "A server started through sudo, doas, pkexec, su -c, runas or gsudo: every tool of it runs with root or administrator rights.",
        precision: "very-high",
        securitySeverity: "8.0",
        tags: ["security", "least-privilege"],
        fixable: "none",
        owasp: ["MCP02:2025"]
      },
      checkConfig(file) {
        const reports = [];
        for (const server of launchers(file)) {
          for (const prefix of privilegedPrefixes(server)) {
            const via = prefix.wrappers.length ? ` (inside ${prefix.wrappers.join(" \u2192 ")})` : "";
            reports.push({
              message: isCommand(server) ? `${capitalized(subjectOf(server))} runs through ${prefix.program}${via}: it runs as ${AS[prefix.program]} whenever the agent triggers it, on whatever the model is led to do.` : `server "${server.name}" is started through ${prefix.program}${via}: it runs as ${AS[prefix.program]}, and so does every tool it offers, on whatever the model is led to ask.`,
              span: prefix.token.span,
              path: prefix.token.str.path,
              fingerprintValue: prefix.program,
              suggestions: [{
                description: `remove "${prefix.program}": run the ${isCommand(server) ? "command" : "server"} as your own user and give it only the access it needs (a group, a file permission, a token)`,
                safe: false,
                edits: []
              }]
            });
          }
        }
        return reports;
      }
    };
  }
});

// dist/rules/self-hiding-instruction.js
function passages(text2) {
  const out = [];
  const push = (start2, end) => {
    if (end > start2 && end - start2 <= 2e4)
      out.push({ start: start2, text: text2.slice(start2, end) });
  };
  let start = 0;
  let at2 = 0;
  while (at2 < text2.length) {
    const nl = text2.indexOf("\n", at2);
    const end = nl < 0 ? text2.length : nl;
    if (!text2.slice(at2, end).trim()) {
      push(start, at2);
      start = end + 1;
    }
    at2 = end + 1;
  }
  push(start, text2.length);
  for (let open = text2.indexOf("<!--"); open >= 0; open = text2.indexOf("<!--", open + 4)) {
    const close = text2.indexOf("-->", open + 4);
    if (close < 0)
      break;
    push(open, close + 3);
  }
  return out;
}
function quoted2(passage, at2) {
  const lineStart3 = passage.lastIndexOf("\n", at2) + 1;
  const before = passage.slice(lineStart3, at2);
  const count2 = (s, c) => s.split(c).length - 1;
  return count2(before, '"') % 2 === 1 || count2(before, "\u201C") > count2(before, "\u201D") || count2(before, "`") % 2 === 1;
}
function find(source2, what2, path) {
  const reports = [];
  const seen = /* @__PURE__ */ new Set();
  for (const p of passages(source2.text)) {
    const trigger = OVERRIDE.exec(p.text) ?? CONCEAL.exec(p.text);
    if (!trigger || seen.has(p.start + trigger.index) || quoted2(p.text, trigger.index) || META.test(p.text.replace(/\bhttps?:\/\/\S+/g, "")))
      continue;
    const override = OVERRIDE.test(p.text);
    const send = SEND.test(p.text);
    const secret = SECRET_PATH.test(p.text) || (override || send ? SECRET.test(p.text) : false);
    if (override ? !secret && !send : !send && !SECRET_PATH.test(p.text))
      continue;
    const kind = override ? "to set aside its other instructions" : "to keep something from the user";
    const action = secret && send ? "to read credentials and send them out" : secret ? "to reach for credentials" : "to send data out";
    seen.add(p.start + trigger.index);
    reports.push({
      message: `${what2} tells the agent ${kind} ("${trigger[0].replace(/\s+/g, " ")}") and, in the same passage, ${action}: the shape of a planted prompt injection. Read the passage; delete it unless it is meant, and then say it openly.`,
      span: { start: p.start + trigger.index, end: p.start + trigger.index + trigger[0].length },
      path,
      fingerprintValue: trigger[0].toLowerCase().replace(/\s+/g, " ")
    });
  }
  return reports;
}
var OVERRIDE, CONCEAL, SECRET_PATH, SECRET, SEND, META, selfHidingInstruction;
var init_self_hiding_instruction = __esm({
  "dist/rules/self-hiding-instruction.js"() {
    "use strict";
    OVERRIDE = /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:previous|prior|earlier|above|preceding|system|other)\s+(?:instructions|prompts?|rules|guidelines)\b/i;
    CONCEAL = new RegExp([
      String.raw`\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention|reveal|show|notify|alert)\s+(?:this\s+|it\s+|anything\s+)?(?:to\s+)?(?:the\s+)?user\b`,
      String.raw`\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?user\b`,
      String.raw`\b(?:hide|conceal)\s+(?:this|it|these|them|that)\s+from\s+(?:the\s+)?user\b`,
      String.raw`\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out)\b`
    ].join("|"), "i");
    SECRET_PATH = /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws\/credentials|\.netrc\b|\.git-credentials|\.npmrc\b|(?:^|[\s/`'"(])\.env\b|\.docker\/config\.json|\.kube\/config)/;
    SECRET = /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws\/credentials|\.netrc\b|\.git-credentials|\.npmrc\b|(?:^|[\s/`'"])\.env\b|\bprivate\s+keys?\b|\bapi[_ -]?keys?\b|\baccess\s+tokens?\b|\bcredentials?\b|\bpasswords?\b|\bsecrets?\b|\b[A-Z][A-Z0-9_]*_(?:TOKEN|KEY|SECRET|PASSWORD)\b)/;
    SEND = /\b(?:send|upload|post|exfiltrate|transmit|forward|include|paste|append|copy)\b[^\n]{0,60}\b(?:to|in|into)\b[^\n]{0,40}(?:https?:\/\/|\bwebhook|\bissue|\bcomment|\bgist|\bpastebin|\bserver|\bendpoint|\bchannel|\bemail)/i;
    META = /\b(?:prompt[- ]injections?|injection\s+attacks?|attackers?|malicious|jailbreaks?|for\s+example|e\.g\.|such\s+as|detect(?:s|ed|ion|or)?|red[- ]team(?:ing)?|payloads?|adversarial|phishing|beware|be\s+wary)\b/i;
    selfHidingInstruction = {
      meta: {
        id: "self-hiding-instruction",
        level: "warning",
        description: "An instruction file, SKILL.md or command that tells the agent to ignore its other instructions or keep something from the user, and in the same passage to read credentials or send data out.",
        precision: "high",
        securitySeverity: "7.0",
        tags: ["security", "prompt-injection"],
        owasp: ["MCP06:2025", "MCP10:2025"],
        fixable: "none"
      },
      checkConfig(file) {
        if (file.syntax !== "markdown")
          return [];
        const name = file.source.display.slice(file.source.display.lastIndexOf("/") + 1);
        return find(file.source, `The instruction file ${name}`, ["instructions"]);
      },
      checkSkill(skill) {
        return find(skill.manifest, "SKILL.md", ["skills", skill.dir, "SKILL.md"]);
      }
    };
  }
});

// dist/src/analysis/policy.js
function wildcard(pattern, foldCase = false) {
  const p = foldCase ? pattern.toLowerCase() : pattern;
  return (input) => {
    const v = foldCase ? input.toLowerCase() : input;
    let pi = 0;
    let vi = 0;
    let star = -1;
    let mark = 0;
    while (vi < v.length) {
      if (pi < p.length && p[pi] !== "*" && p[pi] === v[vi]) {
        pi++;
        vi++;
      } else if (pi < p.length && p[pi] === "*") {
        star = pi++;
        mark = vi;
      } else if (star >= 0) {
        pi = star + 1;
        vi = ++mark;
      } else
        return false;
    }
    while (pi < p.length && p[pi] === "*")
      pi++;
    return pi === p.length;
  };
}
function normalizePypi2(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function normalizeImage2(name) {
  return name.toLowerCase().replace(/^(?:index\.)?docker\.io\//, "").replace(/^library\//, "");
}
function parsePolicyPattern(text2) {
  const trimmed = text2.trim();
  if (!trimmed)
    return "is empty";
  if (/\s/.test(trimmed))
    return "contains a space";
  if (URL_PATTERN.test(trimmed))
    return { kind: "url", text: text2, test: urlMatcher(trimmed) };
  const colon = trimmed.indexOf(":");
  const prefix = colon > 0 ? trimmed.slice(0, colon).toLowerCase() : "";
  const rest = trimmed.slice(colon + 1);
  if (!PREFIXES.includes(prefix)) {
    return colon > 0 ? `has an unknown prefix "${trimmed.slice(0, colon)}:"` : "has no prefix";
  }
  if (!rest)
    return `names nothing after "${prefix}:"`;
  const kind = prefix;
  if (kind === "pypi")
    return { kind, text: text2, test: wildcard(normalizePypi2(rest)) };
  if (kind === "docker") {
    if (rest.includes("@") || rest.indexOf(":", rest.lastIndexOf("/") + 1) >= 0)
      return "names a tag or digest: docker patterns match the image name only";
    return { kind, text: text2, test: wildcard(normalizeImage2(rest)) };
  }
  if (kind === "npm") {
    if (/^@?[^@]+@/.test(rest))
      return "names a version: npm patterns match the package name only";
    return { kind, text: text2, test: wildcard(rest.toLowerCase()) };
  }
  if (kind === "cmd")
    return { kind, text: text2, test: wildcard(programName(rest)) };
  return { kind, text: text2, test: wildcard(rest) };
}
function urlMatcher(pattern) {
  const test = wildcard(foldOrigin(pattern));
  return (url) => test(foldOrigin(url));
}
function foldOrigin(url) {
  const m = /^([^:/]*:\/\/[^/?#]*)(.*)$/s.exec(url);
  return m ? m[1].toLowerCase() + m[2] : url;
}
function argvEntry(argv) {
  const key = JSON.stringify(argv);
  return { kind: "argv", text: `serverCommand ${key}`, argv, test: (value) => value === key };
}
function matches2(entry, server) {
  switch (entry.kind) {
    case "name":
      return entry.test(server.name);
    case "url":
      return server.url !== void 0 && entry.test(server.url.value);
    case "argv":
      return server.command !== void 0 && entry.test(JSON.stringify([server.command.value, ...server.args.map((a) => a.value)]));
    case "cmd": {
      const programs = [server.command?.value, ...analyzeLaunches(server).map((l) => l.command.value)];
      return programs.some((p) => p !== void 0 && entry.test(programName(p)));
    }
    default: {
      const kind = entry.kind;
      const normalize = kind === "pypi" ? normalizePypi2 : kind === "docker" ? normalizeImage2 : (s) => s.toLowerCase();
      return analyzeLaunches(server).some((launch2) => [launch2.package, ...launch2.extraPackages].some((pkg) => pkg.ecosystem === kind && entry.test(normalize(pkg.name))));
    }
  }
}
function allowEntries(layer2, server) {
  const allow = layer2.allow ?? [];
  if (!layer2.managed)
    return allow;
  const pinned = server.url ? "url" : "argv";
  return allow.some((e) => e.kind === pinned) ? allow.filter((e) => e.kind !== "name") : allow;
}
function judge(policy, server) {
  for (const layer2 of policy.layers) {
    const entry = layer2.deny.find((e) => matches2(e, server));
    if (entry)
      return { allowed: false, reason: "denied", entry, layer: layer2 };
  }
  for (const layer2 of policy.layers) {
    if (layer2.allow && !allowEntries(layer2, server).some((e) => matches2(e, server))) {
      const nameOnly = layer2.allow.some((e) => e.kind === "name" && matches2(e, server));
      return { allowed: false, reason: "not-allowed", layer: layer2, ...nameOnly ? { nameOnly } : {} };
    }
  }
  return { allowed: true };
}
var PREFIXES, URL_PATTERN, PATTERN_HELP;
var init_policy = __esm({
  "dist/src/analysis/policy.js"() {
    "use strict";
    init_launch();
    init_shell();
    PREFIXES = ["npm", "pypi", "docker", "cmd", "name"];
    URL_PATTERN = /^[a-z*][a-z0-9+.\-*]*:\/\//i;
    PATTERN_HELP = "a pattern is npm:NAME, pypi:NAME, docker:IMAGE, cmd:PROGRAM, name:SERVER or a URL (https://host/path), with * as a wildcard";
  }
});

// dist/rules/server-not-allowed.js
var serverNotAllowed;
var init_server_not_allowed = __esm({
  "dist/rules/server-not-allowed.js"() {
    "use strict";
    init_policy();
    serverNotAllowed = {
      meta: {
        id: "server-not-allowed",
        level: "error",
        description: 'A server that the policy (settings "policy", --policy FILE) denies, or that matches none of its allow list.',
        precision: "very-high",
        securitySeverity: "7.0",
        tags: ["security", "governance", "policy"],
        fixable: "none",
        owasp: ["MCP09:2025"]
      },
      checkConfig(file, context) {
        const policy = context.policy;
        if (!policy)
          return [];
        const reports = [];
        for (const server of file.servers) {
          const verdict = judge(policy, server);
          if (verdict.allowed)
            continue;
          const why2 = verdict.reason === "denied" ? `matches the deny entry ${verdict.entry.text} of the policy in ${verdict.layer.source}` : verdict.nameOnly ? `is allowed by name only in ${verdict.layer.source}, and Claude Code does not accept a name where the list has ${server.url ? "serverUrl" : "serverCommand"} entries: add its ${server.url ? "URL" : "exact command"}` : verdict.layer.allow.length ? `matches none of the ${verdict.layer.allow.length} allow entr${verdict.layer.allow.length === 1 ? "y" : "ies"} of the policy in ${verdict.layer.source}` : `is not allowed: the policy in ${verdict.layer.source} has an empty allow list, which allows no server`;
          reports.push({
            message: `server "${server.name}" ${why2}.`,
            span: server.nameSpan,
            path: server.path,
            fingerprintValue: server.name,
            suggestions: [{
              description: verdict.reason === "denied" ? "remove this server, or ask whoever keeps the policy to review it" : "use an allowed server instead, or ask whoever keeps the policy to add this one",
              safe: false,
              edits: []
            }]
          });
        }
        return reports;
      }
    };
  }
});

// dist/src/analysis/markdown.js
function fenceOf(line) {
  let i = 0;
  while (i < 3 && line[i] === " ")
    i++;
  const char = line[i];
  if (char !== "`" && char !== "~")
    return void 0;
  let n = 0;
  while (line[i + n] === char)
    n++;
  return n >= 3 ? { char, length: n } : void 0;
}
function spansOf(line, start, out) {
  let i = 0;
  while (i < line.length) {
    const open = line.indexOf("`", i);
    if (open < 0)
      return;
    let n = 0;
    while (line[open + n] === "`")
      n++;
    const ticks = "`".repeat(n);
    let close = line.indexOf(ticks, open + n);
    while (close >= 0 && line[close + n] === "`")
      close = line.indexOf(ticks, close + n + 1);
    if (close < 0) {
      i = open + n;
      continue;
    }
    out.push({ start: start + open + n, end: start + close, fenced: false });
    i = close + n;
  }
}
function codeRegions(text2) {
  const out = [];
  let open;
  let blockStart = 0;
  let at2 = 0;
  while (at2 <= text2.length) {
    const nl = text2.indexOf("\n", at2);
    const end = nl < 0 ? text2.length : nl;
    const line = text2.slice(at2, end).replace(/\r$/, "");
    const fence = fenceOf(line);
    if (open) {
      if (fence && fence.char === open.char && fence.length >= open.length && line.trim() === open.char.repeat(fence.length)) {
        out.push({ start: blockStart, end: Math.max(blockStart, at2 - 1), fenced: true });
        open = void 0;
      }
    } else if (fence) {
      open = fence;
      blockStart = end + 1;
    } else
      spansOf(line, at2, out);
    if (nl < 0)
      break;
    at2 = nl + 1;
  }
  if (open && blockStart < text2.length)
    out.push({ start: blockStart, end: text2.length, fenced: true });
  return out;
}
var init_markdown = __esm({
  "dist/src/analysis/markdown.js"() {
    "use strict";
  }
});

// dist/rules/shell-pipe-install.js
function source(g) {
  const head = g.dl ?? g.src ?? g.src2 ?? "";
  return `${base2(head)} \u2026${g.stages ?? ""}`;
}
function pipelineStages(text2) {
  const stages = [];
  let quote = "";
  let from = 0;
  for (let i = 0; i < text2.length; i++) {
    const c = text2[i];
    if (quote) {
      if (c === quote)
        quote = "";
    } else if (c === '"' || c === "'")
      quote = c;
    else if (c === "|") {
      stages.push(text2.slice(from, i));
      from = i + 1;
    }
  }
  stages.push(text2.slice(from));
  return stages.map((st) => st.replace(/\\\r?\n/g, " ").trim());
}
function decodes(stage) {
  const words2 = stage.split(/\s+/).map((w) => w.replace(/^["']|["']$/g, ""));
  const prog2 = base2(words2[0] ?? "");
  const opts = words2.slice(1);
  const has = (re) => opts.some((w) => re.test(w));
  const shown = (n) => [prog2, ...opts.slice(0, n)].join(" ");
  switch (prog2) {
    case "base64":
      return has(/^(?:-[A-Za-z]*[dD][A-Za-z]*|--decode)$/) ? `base64 ${opts.find((w) => /^-|^--decode$/.test(w) && /d|D/.test(w))}` : void 0;
    case "gunzip":
    case "zcat":
    case "unxz":
    case "xzcat":
    case "bunzip2":
    case "bzcat":
    case "unzstd":
    case "zstdcat":
    case "uudecode":
      return prog2;
    case "gzip":
    case "xz":
    case "bzip2":
    case "zstd":
    case "brotli":
      return has(/^(?:-[A-Za-z]*d[A-Za-z]*|--decompress)$/) ? `${prog2} -d` : void 0;
    // `tar xz -O`, `tar -xzOf -`: extract, to stdout
    case "tar":
      return has(/^-?[A-Za-z]*x/) && (has(/^-?[A-Za-z]*O/) || has(/^--to-stdout$/)) ? shown(Math.min(opts.length, 2)) : void 0;
    case "openssl":
      return has(/^-d$|^-base64$|^base64$/) && has(/^-d$/) ? "openssl \u2026 -d" : void 0;
    case "xxd":
      return has(/^-[A-Za-z]*r/) ? "xxd -r" : void 0;
    default:
      return void 0;
  }
}
function stageNames(pipeline, encoded, endsInRun) {
  const stages = pipelineStages(pipeline);
  const steps = stages.slice(encoded && /<<</.test(stages[0]) ? 0 : 1, endsInRun ? -1 : void 0);
  const names = [];
  for (const step of steps) {
    const name = decodes(step);
    if (!name && /^(?:\S*\/)?tee(?:\s|$)/.test(step.replace(/^(?:\S*\/)?(?:sudo|doas|env)\s+(?:-\S+\s+|\w+=\S*\s+)*/, "")))
      continue;
    if (!name)
      return void 0;
    names.push(name);
  }
  if (encoded && !names.length)
    return void 0;
  return names.map((n) => ` | ${n}`).join("");
}
function toStdout(dl, args) {
  return base2(dl) === "wget" ? WGET_STDOUT.test(args) : !CURL_FILE.test(args);
}
function wordsAfter(text2, pos) {
  const words2 = [];
  NEXT_WORD.lastIndex = pos;
  for (let m; words2.length < 20 && (m = NEXT_WORD.exec(text2)); )
    words2.push(unquote(m[1]));
  return words2;
}
function runsInlineCode(interpreter, words2) {
  const name = base2(interpreter).toLowerCase();
  if (name === "pwsh" || name === "powershell")
    return powershellInline(words2);
  const family = /^python/.test(name) ? { code: "cm", value: "WX", attached: "" } : name === "node" ? { code: "ep", value: "rC", attached: "" } : name === "ruby" ? { code: "e", value: "rIECF", attached: "0KWTxi" } : name === "perl" ? { code: "eE", value: "IMm", attached: "dDxiCF" } : name === "php" ? { code: "rR", value: "dcfztFBE", attached: "" } : name === "fish" ? { code: "c", value: "Cdo", attached: "" } : { code: "c", value: "oO", attached: "" };
  const longCode = name === "node" ? /^--(?:eval|print)(?:=|$)/ : name === "fish" ? /^--command(?:=|$)/ : void 0;
  const longValue = /^--(?:rcfile|init-file|require|import|loader|experimental-loader|conditions|input-type|title|env-file|init-command|check-hash-based-pycs)$/;
  for (let i = 0; i < words2.length; i++) {
    const word = words2[i];
    if (word === "-" || word === "--")
      return false;
    if (word.startsWith("--")) {
      if (longCode?.test(word))
        return true;
      if (longValue.test(word))
        i++;
      continue;
    }
    if (!/^[-+][A-Za-z0-9]/.test(word))
      return false;
    const letters = word.slice(1);
    for (let j = 0; j < letters.length; j++) {
      const c = letters[j];
      if (name === "perl" && (c === "l" || c === "0")) {
        const digits = c === "0" && letters[j + 1] === "x" ? (j++, /[0-9a-fA-F]/) : /[0-7]/;
        while (digits.test(letters[j + 1] ?? ""))
          j++;
        continue;
      }
      if (word[0] === "-" && family.code.includes(c))
        return true;
      if (family.value.includes(c)) {
        if (j === letters.length - 1)
          i++;
        break;
      }
      if (family.attached.includes(c))
        break;
    }
  }
  return false;
}
function powershellInline(words2) {
  for (let i = 0; i < words2.length; i++) {
    const word = words2[i].toLowerCase();
    if (/^-(?:c|co|com|comm|comma|comman|command)$/.test(word))
      return words2[i + 1] !== void 0 && words2[i + 1] !== "-";
    if (/^-(?:e|ec|en|enc|encodedcommand)$/.test(word))
      return true;
    if (/^-(?:executionpolicy|ex|ep|windowstyle|w|inputformat|if|outputformat|of|configurationname|workingdirectory|wd|settingsfile)$/.test(word))
      i++;
    else if (!word.startsWith("-"))
      return false;
  }
  return false;
}
function findPipeInstalls(text2) {
  const posix3 = POSIX_WORD.test(text2);
  const powershell = POWERSHELL_WORD.test(text2);
  if (!posix3 && !powershell)
    return [];
  const found2 = [];
  for (const { re, form, pipe, staged } of [...posix3 ? POSIX : [], ...powershell ? POWERSHELL : []]) {
    for (const m of text2.matchAll(re)) {
      const g = { ...m.groups };
      if (g.args !== void 0 && !toStdout(g.dl, g.args))
        continue;
      if (pipe && runsInlineCode(g.run, wordsAfter(text2, m.index + m[0].length)))
        continue;
      const raw = m[0].trimEnd();
      const encoded = g.dl === void 0 && (g.src !== void 0 || g.src2 !== void 0);
      if (staged) {
        const pipeline = pipe ? raw : raw.replace(/^[^(`]*(?:\$\(|<\(|`)/, "").replace(/[)`]$/, "");
        const stages = stageNames(pipeline, encoded, !!pipe);
        if (stages === void 0)
          continue;
        g.stages = stages;
      }
      const found1 = { start: m.index, end: m.index + raw.length, form: form(g), plainHttp: /\bhttp:\/\//i.test(raw) };
      if (encoded)
        found1.encoded = true;
      found2.push(found1);
    }
  }
  found2.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept = [];
  for (const f of found2)
    if (!kept.length || kept.at(-1).end <= f.start)
      kept.push(f);
  return kept;
}
function blankCommentLines(text2) {
  return text2.split("\n").map((line) => isComment(line) ? blank(line) : line).join("\n");
}
function blankFencedComments(text2) {
  let fence;
  return text2.split("\n").map((line) => {
    const marker = /^[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)[^\r]*/.exec(line);
    if (!fence) {
      if (marker && !(marker[1][0] === "`" && /`/.test(line.slice(line.indexOf(marker[1]) + marker[1].length)))) {
        fence = { char: marker[1][0], length: marker[1].length, comments: HASH_COMMENT_LANG.test(marker[2]) };
      }
      return line;
    }
    if (marker && marker[1][0] === fence.char && marker[1].length >= fence.length && /^[ \t]*[`~]+[ \t]*\r?$/.test(line)) {
      fence = void 0;
      return line;
    }
    return fence.comments && isComment(line) ? blank(line) : line;
  }).join("\n");
}
function message(subject, m) {
  if (m.encoded) {
    return `${subject} decodes a hidden script and runs it (${m.form}): what runs cannot be read where it is written, a way to slip code past review.`;
  }
  const http = m.plainHttp ? " The URL is plain http://: anyone on the network path can replace the script." : "";
  return `${subject} downloads a script and runs it unseen (${m.form}): whatever that URL serves at the moment runs with your permissions, unreviewed and unpinned.${http}`;
}
function report3(subject, m, span, path) {
  return {
    message: message(subject, m),
    span: { start: span.start, end: span.end },
    path,
    level: m.plainHttp || m.encoded ? "error" : "warning",
    suggestions: [{ description: ADVICE, safe: false, edits: [] }]
  };
}
var WS, PIPE, prog, WORD2, ARGS, DOWNLOAD, SHELL2, INTERPRETER, ASSIGN, SUDO_VALUE, options, SUDO, ENV, ELEVATE2, TEE, DECODERS, DECODE, STAGES, ENCODED, INLINE_RUN, SOURCE, POSIX, QUOTED_REST, PS_DOWNLOAD_ANY, PS_DOWNLOAD, REST_TO_PIPE, IEX, POWERSHELL, base2, psName, STDOUT, WGET_STDOUT, CURL_FILE, NEXT_WORD, unquote, POSIX_WORD, POWERSHELL_WORD, mayMatch, HASH_COMMENT_FILE, HASH_COMMENT_SHEBANG, HASH_COMMENT_LANG, blank, isComment, COMMAND_KEYS, isCommandValue, ADVICE, shellPipeInstall;
var init_shell_pipe_install = __esm({
  "dist/rules/shell-pipe-install.js"() {
    "use strict";
    init_commands();
    init_config_values();
    init_markdown();
    init_source();
    WS = String.raw`(?:[ \t]|\\\r?\n)`;
    PIPE = String.raw`${WS}*\|(?:[ \t]|\\?\r?\n)*`;
    prog = (names) => String.raw`(?<![\w./-])(?:(?:/[\w.-]+){0,8}/)?(?:${names})(?:\.exe)?(?![\w.-])`;
    WORD2 = String.raw`(?:"[^"\n]*"|'[^'\n]*'|[^\s|;&()'"<>\`])+`;
    ARGS = String.raw`(?:${WS}+${WORD2}){1,40}`;
    DOWNLOAD = String.raw`(?<dl>${prog("curl|wget")})(?<args>${ARGS})`;
    SHELL2 = "(?:ba|z|da|k|a|mk)?sh";
    INTERPRETER = String.raw`${SHELL2}|fish|python[0-9.]*|perl|ruby|node|php|pwsh|powershell`;
    ASSIGN = String.raw`[A-Za-z_]\w*=(?:${WORD2})?`;
    SUDO_VALUE = String.raw`-[A-Za-z]*[ughpCDRTU]|--(?:user|group|host|prompt|close-from|chdir|chroot|role|type|other-user|command-timeout)`;
    options = (takesValue) => String.raw`(?:${WS}+(?:(?:${takesValue})(?![\w=-])${WS}+${WORD2}|(?!(?:${takesValue})(?![\w=-]))-[\w-]*(?:=${WORD2})?))`;
    SUDO = String.raw`${prog("sudo|doas")}${options(SUDO_VALUE)}{0,10}`;
    ENV = String.raw`${prog("env")}(?:${options("-[A-Za-z]*[uCS]")}|${WS}+${ASSIGN}){0,20}`;
    ELEVATE2 = String.raw`(?:(?:${SUDO}|${ENV}|${ASSIGN})${WS}+){0,4}`;
    TEE = String.raw`${ELEVATE2}${prog("tee")}(?:${WS}+${WORD2}){0,10}`;
    DECODERS = "base64|gunzip|gzip|zcat|xz|unxz|xzcat|bzip2|bunzip2|bzcat|zstd|unzstd|zstdcat|brotli|tar|openssl|xxd|uudecode";
    DECODE = String.raw`${prog(DECODERS)}(?:${WS}+${WORD2}){0,10}`;
    STAGES = String.raw`(?:${PIPE}(?:${TEE}|${DECODE})){0,3}`;
    ENCODED = String.raw`(?<src>${prog("echo|printf")})(?:${WS}+${WORD2}){1,10}|(?<src2>${prog(DECODERS)})(?:${WS}+${WORD2}){0,10}${WS}*<<<${WS}*${WORD2}`;
    INLINE_RUN = [
      String.raw`${prog(`${SHELL2}|python[0-9.]*`)}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*c`,
      String.raw`${prog("node")}(?:${WS}+-[\w-]+)*${WS}+(?:-p?e|--eval|-p|--print)`,
      String.raw`${prog("ruby")}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*e`,
      String.raw`${prog("perl")}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*[eE]`,
      String.raw`(?<![\w.-])eval`
    ].join("|");
    SOURCE = String.raw`(?:${DOWNLOAD}|${ENCODED})`;
    POSIX = [
      {
        re: new RegExp(String.raw`${SOURCE}${STAGES}${PIPE}${ELEVATE2}(?<run>${prog(INTERPRETER)})`, "g"),
        form: (g) => `${source(g)} | ${base2(g.run)}`,
        pipe: true,
        staged: true
      },
      {
        re: new RegExp(String.raw`(?<run>${prog(`${SHELL2}|source`)}|(?<![\w./-])\.)(?:${WS}+-[\w-]+)*${WS}*<\(${WS}*${SOURCE}${STAGES}${WS}*\)`, "g"),
        form: (g) => `${base2(g.run)} <(${source(g)})`,
        staged: true
      },
      {
        re: new RegExp(String.raw`(?<run>${INLINE_RUN})${WS}+["']?(?:\$\(|\`)${WS}*${SOURCE}${STAGES}${WS}*[)\`]`, "g"),
        form: (g) => {
          const run = base2(g.run.split(/\s/)[0]);
          return `${run}${run === "eval" ? "" : /^(?:node|ruby|perl)$/.test(run) ? " -e" : " -c"} "$(${source(g)})"`;
        },
        staged: true
      }
    ];
    QUOTED_REST = String.raw`(?:'[^'\n]*'|"[^"\n]*"|[^\n;|'"]){0,400}`;
    PS_DOWNLOAD_ANY = String.raw`(?<![\w-])(?:irm|iwr|invoke-restmethod|invoke-webrequest)(?![\w-])|(?:\(\s*)?new-object\s+(?:system\.)?net\.webclient(?:\s*\))?\s*\.\s*download(?:string|data)`;
    PS_DOWNLOAD = String.raw`(?<dl>${PS_DOWNLOAD_ANY})`;
    REST_TO_PIPE = String.raw`(?:'[^'\n]*'|"[^"\n]*"|(?!${PS_DOWNLOAD_ANY})[^\n;|'"]){0,400}\|`;
    IEX = String.raw`(?<run>(?<![\w-])(?:iex|invoke-expression)(?![\w-]))`;
    POWERSHELL = [
      { re: new RegExp(String.raw`${IEX}[\s(]*(?:&\s*)?${PS_DOWNLOAD}${QUOTED_REST}`, "gi"), form: (g) => `${g.run} (${psName(g.dl)} \u2026)` },
      { re: new RegExp(String.raw`${PS_DOWNLOAD}${REST_TO_PIPE}\s*${IEX}`, "gi"), form: (g) => `${psName(g.dl)} \u2026 | ${g.run}` }
    ];
    base2 = (word) => word.replace(/^.*[\\/]/, "").replace(/\.exe$/i, "");
    psName = (dl) => /webclient/i.test(dl) ? "WebClient.DownloadString" : dl;
    STDOUT = String.raw`(?:-|/dev/stdout|/dev/fd/1|/proc/self/fd/1)(?=\s|$)`;
    WGET_STDOUT = new RegExp(String.raw`(?:^|\s)(?:-[A-Za-z]*O\s*|--output-document[=\s]+)${STDOUT}`);
    CURL_FILE = new RegExp(String.raw`(?:^|\s)(?:(?:-[A-Za-z]*o\s*|--output[=\s]+)(?!${STDOUT})\S|-[A-Za-z]*O(?=\s|$)|--remote-name)`);
    NEXT_WORD = new RegExp(String.raw`${WS}+(${WORD2})`, "y");
    unquote = (word) => word.replace(/"([^"]*)"|'([^']*)'/g, "$1$2");
    POSIX_WORD = /curl|wget|<<<|echo|printf/;
    POWERSHELL_WORD = /iex|invoke-expression/i;
    mayMatch = (text2) => POSIX_WORD.test(text2) || POWERSHELL_WORD.test(text2);
    HASH_COMMENT_FILE = /\.(?:sh|bash|zsh|py|rb|pl)$/i;
    HASH_COMMENT_SHEBANG = /^#![^\n]*?[/\s](?:(?:ba|z|da|k|a|mk)?sh|python[0-9.]*|ruby|perl)(?=\s|$)/;
    HASH_COMMENT_LANG = /^(?:(?:ba|z|da|k|a|mk)?sh|shell|fish|python[0-9.]*|py|ruby|rb|perl|pl)$/i;
    blank = (line) => line.replace(/[^\r]/g, " ");
    isComment = (line) => /^[ \t]*#/.test(line);
    COMMAND_KEYS = /* @__PURE__ */ new Set(["command", "args", "cmd", "headersHelper", "http_headers_helper", "apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"]);
    isCommandValue = (str) => str.path.some((seg) => typeof seg === "string" && COMMAND_KEYS.has(seg));
    ADVICE = "download the script to a file, read it and check its checksum, then run that file; or install a pinned release with a package manager";
    shellPipeInstall = {
      meta: {
        id: "shell-pipe-install",
        level: "warning",
        description: "A downloaded script piped straight into a shell or interpreter (curl | sh, bash <(curl \u2026), iex (irm \u2026)) in a command line, SKILL.md or skill script.",
        precision: "high",
        securitySeverity: "7.5",
        tags: ["security", "supply-chain", "cwe-494"],
        fixable: "none",
        owasp: ["MCP04:2025", "MCP05:2025"]
      },
      checkConfig(file) {
        if (file.syntax === "frontmatter")
          return [];
        if (file.syntax === "script")
          return findPipeInstalls(blankCommentLines(file.source.text)).map((m) => report3(`The hook script ${file.source.display}`, m, m, ["script"]));
        if (file.syntax === "markdown") {
          return codeRegions(file.source.text).flatMap((r) => findPipeInstalls(file.source.text.slice(r.start, r.end)).map((m) => report3("This instruction file tells the agent to run a command that", m, { start: r.start + m.start, end: r.start + m.end }, ["instructions"])));
        }
        const subjects = new Map(commandStrings(file).map(({ str, command }) => [str.span.start, { str, subject: `The ${command.name}` }]));
        for (const str of configStrings(file))
          if (!subjects.has(str.span.start) && isCommandValue(str))
            subjects.set(str.span.start, { str, subject: "This command" });
        return [...subjects.values()].sort((a, b) => a.str.span.start - b.str.span.start).flatMap(({ str, subject }) => findPipeInstalls(str.value).map((m) => report3(subject, m, valueSpan(str, m.start, m.end), str.path)));
      },
      checkSkill(skill) {
        const base3 = ["skills", skill.dir];
        const manifest = skill.manifest.text;
        const reports = findPipeInstalls(mayMatch(manifest) ? blankFencedComments(manifest) : manifest).map((m) => report3("SKILL.md tells the agent to run a command that", m, m, [...base3, "SKILL.md"]));
        for (const script of skill.scripts) {
          if (script.text === void 0)
            continue;
          const hashComments = mayMatch(script.text) && (HASH_COMMENT_FILE.test(script.relPath) || HASH_COMMENT_SHEBANG.test(script.text));
          const found2 = findPipeInstalls(hashComments ? blankCommentLines(script.text) : script.text);
          if (!found2.length)
            continue;
          const source2 = makeSource(script.source.path, script.source.display, script.text);
          for (const m of found2)
            reports.push({ ...report3(`The skill script ${script.relPath}`, m, m, [...base3, "files", script.relPath]), source: source2 });
        }
        return reports;
      }
    };
  }
});

// dist/rules/skill-frontmatter/allowed-tools.js
function toolEntries(value) {
  const out = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i <= value.length; i++) {
    const ch = value[i];
    const separator = ch === void 0 || depth === 0 && (ch === "," || /\s/.test(ch));
    if (separator) {
      if (start >= 0)
        out.push({ text: value.slice(start, i), start, end: i });
      start = -1;
      continue;
    }
    if (start < 0)
      start = i;
    if (ch === "(")
      depth++;
    else if (ch === ")" && depth > 0)
      depth--;
  }
  return out;
}
function allowedToolsReports(value, span, exact) {
  const out = [];
  for (const entry of toolEntries(value)) {
    const grant = judgeEntry(entry.text);
    if (!grant)
      continue;
    out.push({
      level: grant.level,
      span: exact ? { start: span.start + entry.start, end: span.start + entry.end } : span,
      entry: entry.text,
      message: `"allowed-tools" grants ${entry.text}: ${grant.why}. While this skill is active the agent runs such commands without asking, and anything it reads can steer it to them. List only the commands the skill needs (for example Bash(npm test)).`
    });
  }
  return out;
}
var init_allowed_tools = __esm({
  "dist/rules/skill-frontmatter/allowed-tools.js"() {
    "use strict";
    init_tool_grants();
  }
});

// dist/rules/skill-frontmatter.js
function frontmatter(text2) {
  const lines = [];
  for (let start = 0; start <= text2.length; ) {
    const nl = text2.indexOf("\n", start);
    const end = nl < 0 ? text2.length : nl;
    lines.push({ start, end: text2[end - 1] === "\r" ? end - 1 : end });
    if (nl < 0)
      break;
    start = nl + 1;
  }
  const first = lines[0];
  const firstText = text2.slice(first.start, first.end);
  if (firstText.startsWith("\uFEFF") && firstText.slice(1).trim() === "---") {
    return { problem: `SKILL.md starts with a byte order mark, so Codex does not find its frontmatter and skips the skill; save the file as UTF-8 without a BOM`, span: { start: 0, end: first.end } };
  }
  if (firstText.trim() !== "---") {
    return { problem: `SKILL.md does not start with YAML frontmatter (a line "---", the fields, a closing "---"): ${SKIP}`, span: first };
  }
  const close = lines.findIndex((l, i) => i > 0 && text2.slice(l.start, l.end).trim() === "---");
  if (close < 0)
    return { problem: `SKILL.md's frontmatter has no closing "---" line: ${SKIP}`, span: first };
  if (close === 1)
    return { problem: `SKILL.md's frontmatter is empty: it needs at least "name" and "description"; ${SKIP}`, span: first };
  const base3 = lines[1].start;
  return { base: base3, yaml: text2.slice(base3, lines[close].start), open: first };
}
function simpleFields(text2, base3) {
  const fields = [];
  for (let start = 0; start < text2.length; ) {
    const nl = text2.indexOf("\n", start);
    const lineEnd4 = nl < 0 ? text2.length : nl;
    const end = text2.charCodeAt(lineEnd4 - 1) === 13 ? lineEnd4 - 1 : lineEnd4;
    const line = text2.slice(start, end);
    if (line !== "") {
      const colon = line.indexOf(": ");
      if (colon < 0 || !SIMPLE_KEY.test(line.slice(0, colon)))
        return void 0;
      let valueStart = colon + 2;
      while (line.charCodeAt(valueStart) === 32)
        valueStart++;
      const comment = line.indexOf(" #", valueStart);
      let valueEnd = comment < 0 ? line.length : comment;
      while (line.charCodeAt(valueEnd - 1) === 32)
        valueEnd--;
      const value = line.slice(valueStart, valueEnd);
      if (!/^[A-Za-z]/.test(value) || NOT_TEXT.test(value) || value.includes(": ") || value.endsWith(":") || UNSAFE_CHAR.test(line))
        return void 0;
      fields.push({
        key: line.slice(0, colon),
        keySpan: { start: base3 + start, end: base3 + start + colon },
        value,
        valueSpan: { start: base3 + start + valueStart, end: base3 + start + valueEnd }
      });
    }
    if (nl < 0)
      break;
    start = nl + 1;
  }
  return fields.length ? { fields } : void 0;
}
function yamlFields(fm, text2) {
  const { isAlias: isAlias2, isMap: isMap2, isScalar: isScalar2, isSeq: isSeq2, parseDocument: parseDocument2 } = yaml();
  const doc = parseDocument2(fm.yaml, { uniqueKeys: false, prettyErrors: false });
  const spanOf3 = (node) => {
    const r = node?.range;
    return r && r[1] > r[0] ? { start: fm.base + r[0], end: fm.base + r[1] } : void 0;
  };
  const error = doc.errors[0];
  if (error) {
    const yamlEnd = fm.base + fm.yaml.length;
    let start = Math.min(fm.base + error.pos[0], yamlEnd);
    let end = Math.max(start, Math.min(fm.base + error.pos[1], yamlEnd));
    if (start === yamlEnd) {
      while (start > fm.base && /[\r\n]/.test(text2[start - 1]))
        start--;
      end = start;
    }
    return { problem: `SKILL.md's frontmatter is not valid YAML (${error.message.split("\n")[0]}): ${SKIP}`, span: { start, end } };
  }
  if (!isMap2(doc.contents)) {
    return { problem: `SKILL.md's frontmatter must be a YAML map of fields ("name: \u2026", "description: \u2026"): ${SKIP}`, span: spanOf3(doc.contents) ?? fm.open };
  }
  const toFields = (pairs2, nested) => pairs2.map((pair) => {
    const node = isAlias2(pair.value) ? pair.value.resolve(doc) : pair.value;
    return {
      key: isScalar2(pair.key) ? String(pair.key.value) : void 0,
      keySpan: spanOf3(pair.key),
      value: node === null ? null : isScalar2(node) ? node.value : void 0,
      valueSpan: spanOf3(pair.value),
      ...!nested && isMap2(node) ? { map: toFields(node.items, true) } : {},
      ...!nested && isSeq2(node) ? { items: node.items.map((item) => ({ key: void 0, keySpan: void 0, value: isScalar2(item) ? item.value : void 0, valueSpan: spanOf3(item) })) } : {}
    };
  });
  return { fields: toFields(doc.contents.items, false) };
}
function check4(skill) {
  const text2 = skill.manifest.text;
  if (text2 === "" && skill.manifestSha256 !== EMPTY_SHA256)
    return [];
  const out = [];
  const path = ["skills", skill.dir, "SKILL.md", "frontmatter"];
  const add = (level, span, message3, key) => out.push({ message: message3, span, path: key ? [...path, key] : path, level });
  const fm = frontmatter(text2);
  if ("problem" in fm)
    return add("error", fm.span, fm.problem), out;
  const parsed = simpleFields(fm.yaml, fm.base) ?? yamlFields(fm, text2);
  if ("problem" in parsed)
    return add("error", parsed.span, parsed.problem), out;
  const fields = fieldsByKey(parsed.fields, fm.open, add);
  const name = stringField(fields, "name", "error", fm.open, add);
  if (name)
    checkName(skill, name, add);
  const description = stringField(fields, "description", "error", fm.open, add);
  if (description)
    checkDescription(description, add);
  const compatibility = fields.get("compatibility");
  if (compatibility)
    checkCompatibility(compatibility, fm.open, add);
  const metadata = fields.get("metadata");
  if (metadata && metadata.value !== null)
    checkMetadata(metadata, fm.open, add);
  const tools = fields.get("allowed-tools");
  if (tools)
    checkAllowedTools(tools, text2, add);
  return out;
}
function fieldsByKey(parsed, open, add) {
  const fields = /* @__PURE__ */ new Map();
  for (const field2 of parsed) {
    const key = field2.key;
    if (key === void 0)
      continue;
    const keySpan2 = at(field2.keySpan, open);
    if (fields.has(key)) {
      add("error", keySpan2, `"${key}" appears twice in SKILL.md's frontmatter: ${SKIP}`, key);
      continue;
    }
    fields.set(key, field2);
    if (SPEC_KEYS.has(key))
      continue;
    add("note", keySpan2, CLAUDE_KEYS.has(key) ? `"${key}" is not an Agent Skills field: Claude Code reads it, other hosts ignore it, and "skills-ref validate" rejects it.` : `"${key}" is not an Agent Skills field and no host mcp-audit knows reads it: it has no effect, and "skills-ref validate" rejects it.`, key);
  }
  return fields;
}
function stringField(fields, key, level, open, add) {
  const field2 = fields.get(key);
  if (!field2) {
    add(level, open, `SKILL.md's frontmatter has no "${key}": ${SKIP}`, key);
    return void 0;
  }
  const span = at(field2.valueSpan, at(field2.keySpan, open));
  const value = field2.value;
  if (typeof value !== "string" || collapse(value) === "") {
    add(level, span, `"${key}" in SKILL.md's frontmatter must be non-empty text: ${SKIP}`, key);
    return void 0;
  }
  return { value, span };
}
function checkDescription(description, add) {
  if (length(collapse(description.value)) > 1024) {
    add("error", description.span, `"description" is ${length(collapse(description.value))} characters long; the limit is 1024: ${SKIP}`, "description");
  }
}
function checkAllowedTools(field2, text2, add) {
  const values = field2.items ?? [field2];
  for (const item of values) {
    if (typeof item.value !== "string" || !item.valueSpan)
      continue;
    const exact = text2.slice(item.valueSpan.start, item.valueSpan.end) === item.value;
    for (const r of allowedToolsReports(item.value, item.valueSpan, exact))
      add(r.level, r.span, r.message, "allowed-tools");
  }
}
function checkCompatibility(compatibility, open, add) {
  const value = compatibility.value;
  const span = at(compatibility.valueSpan, at(compatibility.keySpan, open));
  if (typeof value !== "string" || value.trim() === "")
    add("warning", span, '"compatibility" must be non-empty text (the Agent Skills spec).', "compatibility");
  else if (length(value) > 500)
    add("warning", span, `"compatibility" is ${length(value)} characters long; the Agent Skills spec allows 500.`, "compatibility");
}
function checkMetadata(metadata, open, add) {
  const span = at(metadata.valueSpan, at(metadata.keySpan, open));
  if (!metadata.map) {
    add("error", span, `"metadata" must be a map of keys to text: ${SKIP}`, "metadata");
    return;
  }
  const seen = /* @__PURE__ */ new Set();
  for (const item of metadata.map) {
    const key = item.key;
    if (key === void 0)
      continue;
    if (seen.has(key)) {
      add("error", at(item.keySpan, span), `"metadata.${key}" appears twice in SKILL.md's frontmatter: ${SKIP}`, "metadata");
      continue;
    }
    seen.add(key);
    if (!SHORT_DESCRIPTION.has(key))
      continue;
    const value = item.value;
    const valueSpan2 = at(item.valueSpan, at(item.keySpan, span));
    if (value === null)
      continue;
    if (typeof value !== "string") {
      add("error", valueSpan2, `"metadata.${key}" must be text; Codex skips the skill otherwise.`, "metadata");
      continue;
    }
    const n = length(collapse(value));
    if (n > 500)
      add("error", valueSpan2, `"metadata.${key}" is ${n} characters long; Codex allows 500 and skips the skill otherwise.`, "metadata");
  }
}
function checkName(skill, name, add) {
  const value = collapse(name.value);
  if (length(value) > 64) {
    add("error", name.span, `"name" is ${length(value)} characters long; the limit is 64: ${SKIP}`, "name");
    return;
  }
  const problems = [];
  if (/[A-Z]/.test(value))
    problems.push("upper-case letters");
  if (/[^A-Za-z0-9-]/.test(value))
    problems.push('characters other than a-z, 0-9 and "-"');
  if (/^-|-$/.test(value))
    problems.push("a hyphen at the start or end");
  if (value.includes("--"))
    problems.push('"--"');
  if (problems.length) {
    add("warning", name.span, `"name" must be lower-case letters, digits and single hyphens (the Agent Skills spec); "${value}" has ${problems.join(", ")}.`, "name");
  }
  const folder = (0, import_node_path5.basename)((0, import_node_path5.dirname)(skill.manifest.path));
  if (value !== folder) {
    add("warning", name.span, `"name" is "${value}" but the skill's folder is "${folder}": the Agent Skills spec requires them to match, and Claude Code names the skill after the folder.`, "name");
  }
}
var import_node_path5, SPEC_KEYS, CLAUDE_KEYS, SKIP, SHORT_DESCRIPTION, collapse, length, SIMPLE_KEY, NOT_TEXT, UNSAFE_CHAR, skillFrontmatter, EMPTY_SHA256, at;
var init_skill_frontmatter = __esm({
  "dist/rules/skill-frontmatter.js"() {
    "use strict";
    import_node_path5 = require("node:path");
    init_lazy();
    init_allowed_tools();
    SPEC_KEYS = /* @__PURE__ */ new Set(["name", "description", "license", "compatibility", "metadata", "allowed-tools"]);
    CLAUDE_KEYS = /* @__PURE__ */ new Set([
      "when_to_use",
      "argument-hint",
      "arguments",
      "disable-model-invocation",
      "user-invocable",
      "model",
      "effort",
      "context",
      "agent",
      "hooks",
      "shell",
      "paths",
      "version"
    ]);
    SKIP = "Codex and other hosts that follow the spec skip the skill";
    SHORT_DESCRIPTION = /* @__PURE__ */ new Set(["short-description", "shortDescription", "short_description"]);
    collapse = (s) => s.split(/\s+/).filter(Boolean).join(" ");
    length = (s) => [...s].length;
    SIMPLE_KEY = /^[A-Za-z_][\w-]{0,63}$/;
    NOT_TEXT = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/;
    UNSAFE_CHAR = /[^\x20-\x7e\u00a0-\ud7ff\ue000-\ufefe\uff00-\ufffd]/;
    skillFrontmatter = {
      meta: {
        id: "skill-frontmatter",
        level: "error",
        description: "A SKILL.md whose YAML frontmatter breaks the Agent Skills spec (missing or unparseable, name or description missing, too long or misspelled, name not matching its folder), or whose allowed-tools lets the agent run any shell, network or root command without asking.",
        precision: "very-high",
        securitySeverity: "2.0",
        tags: ["security", "skills", "correctness"],
        fixable: "none",
        owasp: ["MCP02:2025"]
      },
      checkSkill(skill) {
        return check4(skill);
      }
    };
    EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    at = (span, fallback) => span ?? fallback;
  }
});

// dist/rules/suppression-comment.js
var suppressionComment;
var init_suppression_comment = __esm({
  "dist/rules/suppression-comment.js"() {
    "use strict";
    suppressionComment = {
      meta: {
        id: "suppression-comment",
        level: "note",
        description: "An mcp-audit-ignore comment that gives no reason, names an unknown rule, or no longer suppresses anything.",
        precision: "very-high",
        securitySeverity: "1.0",
        tags: ["security", "maintainability"],
        fixable: "none",
        owasp: ["MCP08:2025"]
      }
    };
  }
});

// dist/src/model/glob.js
function compileGlob(glob) {
  if (glob.length > MAX_GLOB_LENGTH)
    throw new GlobError(`is longer than ${MAX_GLOB_LENGTH} characters`);
  const patterns = expandBraces(glob).map(segmentsOf);
  return { source: glob, test: (path) => matchesAny(patterns, path.split("/")) };
}
function matchesAny(patterns, names) {
  return patterns.some((segments) => matchSequence(segments, names, (segment, name) => matchSegment(segment, [...name])));
}
function expandBraces(glob) {
  let out = [""];
  for (const part of parseBraces(glob))
    out = product(out, typeof part === "string" ? [part] : part.flatMap(expandSequence));
  return out;
}
function expandSequence(sequence) {
  let out = [""];
  for (const part of sequence)
    out = product(out, typeof part === "string" ? [part] : part.flatMap(expandSequence));
  return out;
}
function product(heads, tails) {
  if (heads.length * tails.length > MAX_ALTERNATIVES)
    throw new GlobError(`expands to more than ${MAX_ALTERNATIVES} alternatives`);
  return heads.flatMap((head) => tails.map((tail) => head + tail));
}
function parseBraces(glob) {
  const root = [];
  const open = [];
  const current = () => open.length ? open[open.length - 1].at(-1) : root;
  const addText = (text2) => {
    const seq = current();
    if (typeof seq.at(-1) === "string")
      seq[seq.length - 1] += text2;
    else
      seq.push(text2);
  };
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "\\") {
      if (i + 1 >= glob.length)
        throw new GlobError("ends with a lone \\");
      addText(glob.slice(i, i + 2));
      i++;
    } else if (c === "{") {
      open.push([[]]);
    } else if (c === "," && open.length) {
      open[open.length - 1].push([]);
    } else if (c === "}") {
      const group = open.pop();
      if (!group)
        throw new GlobError("has a } with no { before it");
      if (group.length > 1)
        current().push(group);
      else
        for (const part of ["{", ...group[0], "}"])
          typeof part === "string" ? addText(part) : current().push(part);
    } else {
      addText(c);
    }
  }
  if (open.length)
    throw new GlobError("has a { with no } after it");
  return root;
}
function segmentsOf(pattern) {
  const texts = [""];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === "/")
      texts.push("");
    else {
      const length2 = pattern[i] === "\\" ? 2 : 1;
      texts[texts.length - 1] += pattern.slice(i, i + length2);
      i += length2 - 1;
    }
  }
  while (texts.length > 1 && texts.at(-1) === "")
    texts.pop();
  return [...texts.map((text2) => text2 === "**" ? "globstar" : tokensOf(text2)), "globstar"];
}
function tokensOf(text2) {
  const tokens = [];
  const chars = [...text2];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "\\")
      tokens.push({ kind: "char", char: chars[++i] });
    else if (c === "?")
      tokens.push({ kind: "any" });
    else if (c === "*") {
      if (tokens.at(-1)?.kind !== "star")
        tokens.push({ kind: "star" });
    } else
      tokens.push({ kind: "char", char: c });
  }
  return tokens;
}
function matchSegment(tokens, chars) {
  if (tokens === "globstar")
    return false;
  return matchSequence(tokens.map((t) => t.kind === "star" ? "star" : t), chars, (t, c) => t.kind === "any" || t.char === c);
}
function matchSequence(pattern, items, matchOne) {
  const isStar = (p2) => p2 === "star" || p2 === "globstar";
  let p = 0;
  let n = 0;
  let starP = -1;
  let starN = 0;
  while (n < items.length) {
    const element = pattern[p];
    if (element !== void 0 && !isStar(element) && matchOne(element, items[n])) {
      p++;
      n++;
    } else if (isStar(element)) {
      starP = p++;
      starN = n;
    } else if (starP >= 0) {
      p = starP + 1;
      n = ++starN;
    } else {
      return false;
    }
  }
  while (isStar(pattern[p]))
    p++;
  return p === pattern.length;
}
var GlobError, MAX_GLOB_LENGTH, MAX_ALTERNATIVES;
var init_glob = __esm({
  "dist/src/model/glob.js"() {
    "use strict";
    GlobError = class extends Error {
    };
    MAX_GLOB_LENGTH = 1e3;
    MAX_ALTERNATIVES = 256;
  }
});

// dist/rules/unpinned-package/manifests.js
function unpinnedRequirements(relPath, text2) {
  const name = relPath.slice(relPath.lastIndexOf("/") + 1);
  if (/^requirements(?:[-_.][\w.-]*)?\.(?:txt|in)$/i.test(name))
    return requirementsTxt(text2);
  if (name === "package.json")
    return packageJson(text2);
  if (name === "pyproject.toml")
    return pyproject(text2);
  return [];
}
function pep508(text2, start) {
  const parsed = parsePypiSpec(text2.trim());
  if (!parsed || PINNED_KINDS.has(parsed.kind))
    return void 0;
  const lead = text2.length - text2.trimStart().length;
  return { name: parsed.name, spec: parsed.spec, start: start + lead, end: start + lead + text2.trim().length };
}
function withoutComment(line) {
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "#" && (i === 0 || line[i - 1] === " " || line[i - 1] === "	"))
      return line.slice(0, i);
  }
  return line;
}
function requirementsTxt(text2) {
  const out = [];
  const hashed2 = /--hash[= ]/.test(text2);
  let start = 0;
  for (const raw of text2.split("\n")) {
    const line = raw.replace(/\r$/, "");
    const code2 = withoutComment(line);
    const entry = code2.replace(/\s--hash[= ]\S+/g, "").replace(/\\\s*$/, "").trimEnd();
    if (!hashed2 && entry.trim() && !entry.trim().startsWith("-")) {
      const found2 = pep508(entry, start);
      if (found2)
        out.push(found2);
    }
    start += raw.length + 1;
  }
  return out;
}
function packageJson(text2) {
  let data;
  try {
    data = JSON.parse(text2);
  } catch {
    return [];
  }
  if (!data || typeof data !== "object")
    return [];
  const out = [];
  for (const section of ["dependencies", "optionalDependencies", "devDependencies"]) {
    const deps = data[section];
    if (!deps || typeof deps !== "object")
      continue;
    for (const [pkg, version] of Object.entries(deps)) {
      if (typeof version !== "string" || EXACT_NPM.test(version.trim()))
        continue;
      const parsed = version.startsWith("npm:") ? parseNpmSpec(version.slice(4)) : parseNpmSpec(/^[\w.-]+:|^[./~]|#/.test(version) ? version : `${pkg}@${version}`);
      if (parsed && PINNED_KINDS.has(parsed.kind))
        continue;
      if (/^(?:workspace|link|file|portal):/.test(version))
        continue;
      const at2 = entryOffset(text2, section, pkg, version);
      out.push({ name: pkg, spec: version, start: at2?.start ?? 0, end: at2?.end ?? 0 });
    }
  }
  return out;
}
function entryOffset(text2, section, pkg, version) {
  const from = text2.indexOf(JSON.stringify(section));
  if (from < 0)
    return void 0;
  const key = text2.indexOf(JSON.stringify(pkg), from);
  if (key < 0)
    return void 0;
  const value = text2.indexOf(JSON.stringify(version), key);
  return value < 0 ? void 0 : { start: key, end: value + JSON.stringify(version).length };
}
function pyproject(text2) {
  const out = [];
  let table = "";
  let inArray = false;
  let start = 0;
  for (const raw of text2.split("\n")) {
    const line = raw.replace(/\r$/, "");
    const bare = withoutComment(line).trim();
    if (!inArray && bare.startsWith("[") && bare.endsWith("]")) {
      let from = 0;
      let to = bare.length;
      while (from < to && bare[from] === "[")
        from++;
      while (to > from && bare[to - 1] === "]")
        to--;
      table = bare.slice(from, to).trim().replace(/["']/g, "");
    } else {
      const arrayStart = /^\s*(?:dependencies|[\w.-]+)\s*=\s*\[/.exec(line);
      const pep621 = table === "project" ? /^\s*dependencies\s*=/.test(line) : table === "project.optional-dependencies" || table === "dependency-groups";
      if (!inArray && arrayStart && pep621)
        inArray = true;
      if (inArray) {
        for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)) {
          const found2 = pep508(m[1] ?? m[2], start + m.index + 1);
          if (found2)
            out.push(found2);
        }
        if (withoutComment(line.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '""')).trimEnd().endsWith("]"))
          inArray = false;
      } else if (/^tool\.poetry(?:\.group\.[\w-]+)?\.(?:dev-)?dependencies$/.test(table)) {
        const m = /^\s*([A-Za-z0-9][\w.-]*)\s*=\s*"([^"]*)"/.exec(line);
        if (m && m[1].toLowerCase() !== "python" && !EXACT_NPM.test(m[2].replace(/^==/, "")) && !/^==?\d+(?:\.\d+)*$/.test(m[2])) {
          out.push({ name: m[1], spec: m[2], start: start + line.indexOf(m[1]), end: start + m[0].length });
        }
      }
    }
    start += raw.length + 1;
  }
  return out;
}
var EXACT_NPM;
var init_manifests = __esm({
  "dist/rules/unpinned-package/manifests.js"() {
    "use strict";
    init_package_spec();
    EXACT_NPM = /^(?:=|v)?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
  }
});

// dist/rules/unpinned-package.js
function report4(file, server, launch2, pkg) {
  const shown = display(pkg.token.value);
  const verb = pkg.ecosystem === "docker" ? "starts" : "runs";
  const advice = pinAdvice(pkg);
  const out = {
    message: `${isCommand(server) ? `The ${server.name}: ` : ""}${launch2.runner} ${verb} "${shown}": ${moves(pkg, isCommand(server) ? `each time the ${server.role} runs` : void 0)}, unreviewed. ${advice}`,
    span: pkg.token.span,
    path: pkg.token.str.path,
    fingerprintValue: pkg.token.value
  };
  if (shown !== pkg.token.value)
    out.sensitive = true;
  const fix = npmFix(file, pkg);
  const registry = fix && ownRegistry(server, launch2);
  if (fix && !registry)
    out.fix = fix;
  else if (registry) {
    const example = `${pkg.alias ? `${pkg.alias}@npm:` : ""}${display(pkg.name)}@<version>`;
    const description = `The launch uses its own registry (${registry}), so no version was looked up: pin it by hand to an exact version from that registry, e.g. "${example}".`;
    out.suggestions = [{ description, safe: false, edits: [] }];
  } else
    out.suggestions = [{ description: advice, safe: false, edits: [] }];
  return out;
}
function ownRegistry(server, launch2) {
  const npm = launch2.ecosystem === "npm";
  const option = launch2.runnerOptions.find((t) => {
    if (!t.value.startsWith("-"))
      return false;
    if (!npm)
      return launch2.ecosystem === "pypi" && PYPI_REGISTRY_OPTION.test(t.value);
    return NPM_REGISTRY_OPTION.test(t.value) || launch2.runner === "bunx" && BUN_CONFIG_OPTION.test(t.value);
  });
  if (option)
    return option.value.split("=", 1)[0];
  const variable = npm ? NPM_REGISTRY_VARIABLE : launch2.ecosystem === "pypi" ? PYPI_REGISTRY_VARIABLE : void 0;
  if (!variable)
    return void 0;
  return [...server.env.map((e) => e.key), ...launch2.env.map((e) => e.name)].find((name) => variable.test(name));
}
function defaultedRef(host, pkg) {
  if (!DEFAULT_SYNTAX_HOSTS.has(host))
    return void 0;
  const value = pkg.token.value;
  const refs = claudeReferences(value);
  if (!refs.length || refs.some((r) => r.default === void 0 || r.nested))
    return void 0;
  let text2 = "";
  let at2 = 0;
  const applied = [];
  for (const r of refs) {
    const fallback = host === "gemini" ? r.body.slice(r.body.indexOf(":-") + 2) : r.default;
    text2 += value.slice(at2, r.start);
    applied.push({ name: r.name, value: fallback, start: text2.length, end: text2.length + fallback.length });
    text2 += fallback;
    at2 = r.end;
  }
  text2 += value.slice(at2);
  if (text2.includes("$"))
    return void 0;
  const parse4 = pkg.ecosystem === "npm" ? parseNpmSpec : pkg.ecosystem === "pypi" ? parsePypiSpec : parseImageSpec;
  const parsed = parse4(text2);
  if (!parsed || ["exact", "digest", "git-ref", "url-pinned", "local", "dynamic"].includes(parsed.kind))
    return void 0;
  const expanded = { ...pkg, name: parsed.name, spec: parsed.spec, kind: parsed.kind, pinned: false, specRange: parsed.specRange };
  delete expanded.alias;
  delete expanded.extras;
  if (parsed.alias !== void 0)
    expanded.alias = parsed.alias;
  if (parsed.extras !== void 0)
    expanded.extras = parsed.extras;
  return { pkg: expanded, refs: applied, text: text2 };
}
function defaultReport(launch2, pkg, fallback) {
  const shown = display(pkg.token.value);
  const verb = pkg.ecosystem === "docker" ? "starts" : "runs";
  const { refs, pkg: expanded } = fallback;
  const names = [...new Set(refs.map((r) => r.name))];
  const list = (items) => items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  const unset = `with ${list(names)} unset`;
  const defaults = refs.length === 1 ? refs[0].value === "" ? "the empty default applies" : `the default "${display(refs[0].value)}" applies` : `the defaults ${list(refs.map((r) => `"${display(r.value)}"`))} apply`;
  const advice = defaultAdvice(pkg, fallback);
  const out = {
    message: `${launch2.runner} ${verb} "${shown}": ${unset}, ${defaults}: ${moves(expanded)}, unreviewed. ${advice}`,
    span: pkg.token.span,
    path: pkg.token.str.path,
    fingerprintValue: pkg.token.value,
    suggestions: [{ description: advice, safe: false, edits: [] }]
  };
  if (shown !== pkg.token.value)
    out.sensitive = true;
  return out;
}
function defaultAdvice(pkg, fallback) {
  const { refs, pkg: expanded, text: text2 } = fallback;
  const only = refs.length === 1 ? refs[0] : void 0;
  const [from, to] = expanded.specRange;
  if (only && only.start <= from && to <= only.end && expanded.kind !== "url") {
    const docker = pkg.ecosystem === "docker";
    const git2 = expanded.kind === "git";
    const what2 = docker ? "a version tag" : git2 ? "a commit" : "an exact version";
    const separator = docker ? ":" : git2 ? pkg.ecosystem === "npm" ? "#" : "@" : pkg.ecosystem === "npm" ? "@" : "==";
    const operator = pkg.ecosystem === "pypi" && /^[^\w]/.test(expanded.spec) ? "==" : "";
    const needsSeparator = from === to && text2.slice(from - separator.length, from) !== separator;
    const placeholder = `${needsSeparator ? separator : ""}${operator}${docker ? "<tag>" : git2 ? "<commit>" : "<version>"}`;
    const pinned = only.value.slice(0, from - only.start) + placeholder + only.value.slice(to - only.start);
    const ref = claudeReferences(pkg.token.value)[0];
    const example = `${pkg.token.value.slice(0, ref.start)}\${${ref.name}:-${pinned}}${pkg.token.value.slice(ref.end)}`;
    return `Pin the default to ${what2}, e.g. "${display(example)}".`;
  }
  return `Pin the default${refs.length === 1 ? "" : "s"}: ${pinAdvice(expanded).replace(/^Pin/, "pin")}`;
}
function moves(pkg, when = "when the server starts") {
  const spec = display(pkg.spec);
  if (pkg.ecosystem === "docker") {
    const tag = pkg.kind === "none" ? "latest" : spec;
    return `whatever image the "${tag}" tag points to when it is pulled`;
  }
  switch (pkg.kind) {
    case "tag":
      return pkg.spec.toLowerCase() === "latest" ? "whatever version is published " + when : `whatever version the "${spec}" tag points to ${when}`;
    case "range":
      return `the newest version matching "${spec}" ${when}`;
    case "git":
      return pkg.spec ? `whatever commit "${spec}" points to ${when}` : "whatever commit the default branch has " + when;
    case "url":
      return "whatever the URL serves " + when;
    default:
      return "whatever version is published " + when;
  }
}
function pinAdvice(pkg) {
  const name = display(pkg.name);
  if (pkg.ecosystem === "docker") {
    return `Pin a version tag or a digest, e.g. "${name}:<tag>" or "${name}@sha256:<digest>".`;
  }
  if (pkg.kind === "git") {
    return `Pin a commit, e.g. "${name}${pkg.ecosystem === "npm" ? "#" : "@"}<commit>".`;
  }
  if (pkg.kind === "url") {
    return pkg.ecosystem === "npm" ? "Pin a published version, or a URL that names a commit." : `Pin a published version, or add the archive's hash to the URL: "#sha256=<hash>".`;
  }
  if (pkg.ecosystem === "npm")
    return `Pin an exact version, e.g. "${pkg.alias ? `${pkg.alias}@npm:` : ""}${name}@<version>".`;
  return `Pin an exact version, e.g. "${name}${pkg.extras ?? ""}==<version>".`;
}
function npmFix(file, pkg) {
  if (pkg.ecosystem !== "npm" || !["none", "tag", "range"].includes(pkg.kind))
    return void 0;
  const prefix = pkg.alias ? `${pkg.alias}@npm:${pkg.name}@` : `${pkg.name}@`;
  const description = pkg.kind === "range" ? `pin ${pkg.name} to the newest version matching "${pkg.spec}" now` : `pin ${pkg.name} to the version "${pkg.spec || "latest"}" resolves to now`;
  const token = pkg.token;
  let edits;
  if (token.whole) {
    edits = file.editor.replaceString(token.str, prefix + MARKER);
    const texts = edits.map((e) => e.text.split(MARKER).length - 1);
    if (texts.reduce((a, b) => a + b, 0) !== 1)
      return void 0;
    edits = edits.map((e) => ({ ...e, text: e.text.split(MARKER).join(VERSION_PLACEHOLDER) }));
  } else {
    if (!/^[\w@/.~^<>=*-]+$/.test(prefix))
      return void 0;
    edits = [{ file: file.source.path, start: token.span.start, end: token.span.end, text: prefix + VERSION_PLACEHOLDER }];
  }
  return {
    description,
    safe: true,
    edits,
    resolve: { ecosystem: "npm", name: pkg.name, spec: pkg.spec, placeholder: VERSION_PLACEHOLDER }
  };
}
function display(text2) {
  return text2.replace(/^([A-Za-z][\w+.-]*:\/\/)([^/@\s]+)@/, (all, scheme, userinfo) => {
    if (!userinfo.includes(":") && userinfo.length < 20)
      return all;
    return `${scheme}${describeSecret(userinfo)}@`;
  });
}
function manifestReports(skill, allowed) {
  const reports = [];
  for (const file of skill.scripts) {
    if (file.text === void 0 || file.origin === "referenced")
      continue;
    const found2 = unpinnedRequirements(file.relPath, file.text);
    if (!found2.length)
      continue;
    const source2 = makeSource(file.source.path, file.source.display, file.text);
    for (const req of found2) {
      if (allowed.some((glob) => glob.test(req.name)))
        continue;
      const what2 = req.spec ? `"${display(req.spec)}", a range that moves` : "no version";
      reports.push({
        message: `The skill's ${file.relPath} asks for ${display(req.name)} with ${what2}: whatever is newest when the skill's dependencies are installed is what runs, unreviewed. Pin an exact version (${file.relPath.endsWith("package.json") ? '"1.2.3"' : "==1.2.3"}), or install from a lock file with hashes.`,
        span: { start: req.start, end: req.end },
        path: ["skills", skill.dir, "files", file.relPath, req.name],
        level: "note",
        source: source2,
        fingerprintValue: `${req.name}@${req.spec}`
      });
    }
  }
  return reports;
}
var VERSION_PLACEHOLDER, MARKER, unpinnedPackage, NPM_REGISTRY_OPTION, BUN_CONFIG_OPTION, PYPI_REGISTRY_OPTION, NPM_REGISTRY_VARIABLE, PYPI_REGISTRY_VARIABLE, DEFAULT_SYNTAX_HOSTS;
var init_unpinned_package = __esm({
  "dist/rules/unpinned-package.js"() {
    "use strict";
    init_commands();
    init_expansion();
    init_launch();
    init_package_spec();
    init_glob();
    init_redact();
    init_source();
    init_manifests();
    VERSION_PLACEHOLDER = "\0VERSION\0";
    MARKER = "MCPAUDITPINNEDVERSIONMARKER";
    unpinnedPackage = {
      meta: {
        id: "unpinned-package",
        level: "warning",
        description: "A server launched by a package runner (npx, uvx, docker run, \u2026) without a pinned version: whatever is published when it starts runs, unreviewed; also (as notes) unpinned requirements in a skill's requirements.txt, package.json or pyproject.toml.",
        precision: "high",
        securitySeverity: "6.5",
        tags: ["security", "supply-chain"],
        fixable: "safe",
        owasp: ["MCP04:2025"],
        options: {
          type: "object",
          additionalProperties: false,
          properties: {
            allow: { description: 'package or image names (globs such as "@my-org/*") that may run unpinned', type: "array", items: { type: "string", format: "glob" } }
          }
        }
      },
      checkSkill(skill, context) {
        return manifestReports(skill, (context.options.allow ?? []).map(compileGlob));
      },
      checkConfig(file, context) {
        const allowed = (context.options.allow ?? []).map(compileGlob);
        const reports = [];
        const seen = /* @__PURE__ */ new Set();
        for (const server of launchers(file)) {
          for (const launch2 of analyzeLaunches(server)) {
            if (!launch2.fetches)
              continue;
            for (const pkg of [launch2.package, ...launch2.extraPackages]) {
              const key = `${pkg.token.span.start}:${pkg.token.span.end}`;
              if (seen.has(key) || allowed.some((glob) => glob.test(pkg.name)))
                continue;
              if (pkg.kind === "dynamic") {
                const fallback = defaultedRef(file.host, pkg);
                if (!fallback || allowed.some((glob) => glob.test(fallback.pkg.name)))
                  continue;
                seen.add(key);
                reports.push(defaultReport(launch2, pkg, fallback));
                continue;
              }
              if (pkg.pinned)
                continue;
              seen.add(key);
              reports.push(report4(file, server, launch2, pkg));
            }
          }
        }
        return reports;
      }
    };
    NPM_REGISTRY_OPTION = /^--(?:(?:@[^\s=:]+:)?registry|config\.(?:@[^\s=:]+:)?registry|userconfig|globalconfig|config-dir)(?:=|$)/;
    BUN_CONFIG_OPTION = /^(?:--config(?:=|$)|-c)/;
    PYPI_REGISTRY_OPTION = /^(?:--(?:index-url|extra-index-url|default-index|index|find-links|config-file)(?:=|$)|-i)/;
    NPM_REGISTRY_VARIABLE = /^(?:(?:npm|pnpm)_config_(?:(?:@[^:]+:)?registry|userconfig|globalconfig)|bun_config_registry|yarn_npm_registry_server|yarn_rc_filename)$/i;
    PYPI_REGISTRY_VARIABLE = /^(?:uv_(?:index_url|extra_index_url|default_index|index|find_links|config_file)|pip_(?:index_url|extra_index_url|find_links|config_file))$/i;
    DEFAULT_SYNTAX_HOSTS = /* @__PURE__ */ new Set(["claude-code", "copilot", "gemini"]);
  }
});

// dist/src/skills/classify.js
function isDependencyManifest(relPath) {
  const name = relPath.slice(relPath.lastIndexOf("/") + 1);
  return DEPENDENCY_MANIFESTS.has(name) || /^requirements[-_.][\w.-]*\.(?:txt|in)$/i.test(name);
}
function skillFileRole(file) {
  if (file.kind === "binary")
    return "binary";
  if (isDependencyManifest(file.relPath))
    return "manifest";
  const name = file.relPath.slice(file.relPath.lastIndexOf("/") + 1);
  return DATA_EXTENSIONS.has(extensionOf(name)) || /^\.env(?:\.|$)/.test(name) ? "data" : "script";
}
function isSkillTextFile(relPath) {
  const name = relPath.slice(relPath.lastIndexOf("/") + 1);
  const ext = extensionOf(name);
  return DATA_EXTENSIONS.has(ext) || DOC_EXTENSIONS.has(ext) || /^\.env(?:\.|$)/.test(name) || /^\.(?:npmrc|pypirc|netrc)$/.test(name);
}
function extensionOf(name) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
function hasBinaryMagic(head) {
  if (head.length < 4)
    return false;
  const b0 = head[0];
  const b1 = head[1];
  const b2 = head[2];
  const b3 = head[3];
  const u32 = head.readUInt32BE(0);
  if (b0 === 127 && b1 === 69 && b2 === 76 && b3 === 70)
    return true;
  if (b0 === 77 && b1 === 90 && head.includes(0))
    return true;
  if ([4277009102, 4277009103, 3472551422, 3489328638, 3405691582, 3199925962].includes(u32))
    return true;
  if (b0 === 0 && b1 === 97 && b2 === 115 && b3 === 109)
    return true;
  return false;
}
function hasArchiveMagic(head) {
  if (head.length >= 4 && head[0] === 80 && head[1] === 75 && head[2] === 3 && head[3] === 4)
    return true;
  if (head.length >= 2 && head[0] === 31 && head[1] === 139)
    return true;
  if (head.length >= 6 && head.subarray(0, 6).equals(Buffer.from([55, 122, 188, 175, 39, 28])))
    return true;
  if (head.length >= 6 && head.subarray(0, 6).equals(Buffer.from([253, 55, 122, 88, 90, 0])))
    return true;
  if (head.length >= 10 && /^BZh[1-9]\x31\x41\x59\x26\x53\x59$/.test(head.toString("latin1", 0, 10)))
    return true;
  if (head.length >= 262 && head.toString("latin1", 257, 262) === "ustar")
    return true;
  return false;
}
function classifySkillFile(relPath, mode, head) {
  const parts = relPath.split("/");
  const name = parts[parts.length - 1];
  const ext = extensionOf(name);
  const utf16 = head !== void 0 && head.length >= 2 && (head[0] === 255 && head[1] === 254 || head[0] === 254 && head[1] === 255);
  const nul = head !== void 0 && !utf16 && head.includes(0);
  if (BINARY_EXTENSIONS.has(ext) || head && hasBinaryMagic(head))
    return "binary";
  if (isDependencyManifest(relPath))
    return nul ? "binary" : "script";
  const executable = (mode & 73) !== 0;
  const shebang = head ? head[0] === 35 && head[1] === 33 : false;
  const inScriptDir = parts.slice(0, -1).some((p) => SCRIPT_DIRS.has(p));
  const notCode = DOC_EXTENSIONS.has(ext) || IMAGE_EXTENSIONS.has(ext) || PLACEHOLDER_NAMES.has(name) || DOC_NAMES.test(name) && !SCRIPT_EXTENSIONS.has(ext);
  const scriptLike = executable || shebang || SCRIPT_EXTENSIONS.has(ext) || SCRIPT_NAMES.has(name) || inScriptDir && !notCode;
  if (scriptLike)
    return nul ? "binary" : "script";
  if (head && !INERT_BINARY_EXTENSIONS.has(ext) && !PLACEHOLDER_NAMES.has(name) && (nul || hasArchiveMagic(head)))
    return "binary";
  return void 0;
}
var SCRIPT_DIRS, SCRIPT_EXTENSIONS, SCRIPT_NAMES, BINARY_EXTENSIONS, DOC_EXTENSIONS, IMAGE_EXTENSIONS, INERT_BINARY_EXTENSIONS, PLACEHOLDER_NAMES, DOC_NAMES, DEPENDENCY_MANIFESTS, DATA_EXTENSIONS;
var init_classify = __esm({
  "dist/src/skills/classify.js"() {
    "use strict";
    SCRIPT_DIRS = /* @__PURE__ */ new Set(["scripts", "bin"]);
    SCRIPT_EXTENSIONS = /* @__PURE__ */ new Set([
      "sh",
      "bash",
      "zsh",
      "fish",
      "ksh",
      "csh",
      "tcsh",
      "command",
      "py",
      "pyw",
      "ipynb",
      "js",
      "mjs",
      "cjs",
      "jsx",
      "ts",
      "mts",
      "cts",
      "tsx",
      "rb",
      "pl",
      "pm",
      "php",
      "lua",
      "r",
      "jl",
      "tcl",
      "awk",
      "nu",
      "exs",
      "ex",
      "groovy",
      "kts",
      "scala",
      "swift",
      "go",
      "rs",
      "c",
      "cc",
      "cpp",
      "cxx",
      "cs",
      "java",
      "kt",
      "ps1",
      "psm1",
      "psd1",
      "bat",
      "cmd",
      "vbs",
      "vbe",
      "wsf",
      "applescript",
      "mk"
    ]);
    SCRIPT_NAMES = /* @__PURE__ */ new Set(["Makefile", "makefile", "GNUmakefile", "justfile", "Justfile", ".justfile", "Rakefile", "Taskfile"]);
    BINARY_EXTENSIONS = /* @__PURE__ */ new Set([
      "pyc",
      "pyo",
      "pyd",
      "pyz",
      "so",
      "dylib",
      "dll",
      "exe",
      "msi",
      "bin",
      "o",
      "a",
      "lib",
      "node",
      "wasm",
      "class",
      "jar",
      "war",
      "scpt",
      "app",
      "appimage",
      "deb",
      "rpm",
      "apk",
      "dmg",
      "tar",
      "tgz",
      "gz",
      "bz2",
      "tbz",
      "tbz2",
      "xz",
      "txz",
      "zst",
      "lz",
      "lzma",
      "zip",
      "whl",
      "egg",
      "7z",
      "rar",
      "cab",
      "crx",
      "vsix",
      "nupkg",
      "gem",
      "pkl",
      "pickle",
      "joblib",
      "pt",
      "pth"
    ]);
    DOC_EXTENSIONS = /* @__PURE__ */ new Set(["md", "markdown", "mdx", "txt", "text", "rst", "adoc", "asciidoc"]);
    IMAGE_EXTENSIONS = /* @__PURE__ */ new Set(["png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "svg", "tif", "tiff", "avif", "heic"]);
    INERT_BINARY_EXTENSIONS = /* @__PURE__ */ new Set([
      ...IMAGE_EXTENSIONS,
      "ttf",
      "otf",
      "woff",
      "woff2",
      "eot",
      "pdf",
      "docx",
      "xlsx",
      "pptx",
      "odt",
      "ods",
      "odp",
      "doc",
      "xls",
      "ppt",
      "rtf",
      "epub",
      "mp3",
      "wav",
      "ogg",
      "flac",
      "m4a",
      "aac",
      "mp4",
      "m4v",
      "webm",
      "mov",
      "avi",
      "mkv",
      "sqlite",
      "sqlite3",
      "db",
      "parquet",
      "arrow",
      "feather",
      "npy",
      "npz",
      "safetensors",
      "gguf",
      "onnx",
      "h5"
    ]);
    PLACEHOLDER_NAMES = /* @__PURE__ */ new Set([".gitkeep", ".keep", ".gitignore", ".gitattributes", ".DS_Store", "Thumbs.db", "desktop.ini"]);
    DOC_NAMES = /^(README|LICEN[CS]E|COPYING|NOTICE|CHANGELOG|AUTHORS)(\.|$)/i;
    DEPENDENCY_MANIFESTS = /* @__PURE__ */ new Set([
      "requirements.txt",
      "requirements.in",
      "constraints.txt",
      "package.json",
      "package-lock.json",
      "npm-shrinkwrap.json",
      "yarn.lock",
      "pnpm-lock.yaml",
      "bun.lock",
      "pyproject.toml",
      "Pipfile",
      "Pipfile.lock",
      "poetry.lock",
      "uv.lock",
      "setup.cfg",
      "environment.yml",
      "environment.yaml",
      "Gemfile",
      "Gemfile.lock",
      "go.mod",
      "go.sum",
      "Cargo.toml",
      "Cargo.lock",
      "composer.json",
      "composer.lock",
      "deno.json",
      "deno.jsonc"
    ]);
    DATA_EXTENSIONS = /* @__PURE__ */ new Set(["json", "jsonc", "json5", "yaml", "yml", "toml", "ini", "cfg", "conf", "env", "properties", "xml", "csv", "tsv"]);
  }
});

// dist/src/skills/real-path.js
function realRootOf(root) {
  let stat;
  try {
    stat = (0, import_node_fs10.statSync)(root);
  } catch {
    stat = void 0;
  }
  const memo = rootReals.get(root);
  if (memo && stat && stat.ino !== 0 && memo.dev === stat.dev && memo.ino === stat.ino)
    return memo.real;
  const real = safeRealpath(root);
  if (real !== void 0 && stat && stat.ino !== 0)
    rootReals.set(root, { real, dev: stat.dev, ino: stat.ino });
  else
    rootReals.delete(root);
  return real;
}
function realDirOf(dir, root, realRoot) {
  if (realRoot === void 0)
    return safeRealpath(dir);
  if (dir === root)
    return realRoot;
  const base3 = root.endsWith(import_node_path6.sep) ? root : root + import_node_path6.sep;
  if (!dir.startsWith(base3))
    return safeRealpath(dir);
  const parts = dir.slice(base3.length).split(import_node_path6.sep);
  if (parts.some((part) => part === "" || part === "." || part === ".."))
    return safeRealpath(dir);
  let path = root;
  let real = realRoot;
  for (const part of parts) {
    path = realPathOf(path, part);
    let stat;
    try {
      stat = (0, import_node_fs10.lstatSync)(path);
    } catch {
      return void 0;
    }
    if (stat.isSymbolicLink())
      return safeRealpath(dir);
    real = realPathOf(real, part);
  }
  return real;
}
function realPathOf(realDir, name) {
  return realDir.endsWith(import_node_path6.sep) ? realDir + name : realDir + import_node_path6.sep + name;
}
function realChild(realDir, path, name) {
  let stat;
  try {
    stat = (0, import_node_fs10.lstatSync)(path);
  } catch {
    return void 0;
  }
  return stat.isSymbolicLink() ? safeRealpath(path) : realPathOf(realDir, name);
}
var import_node_fs10, import_node_path6, rootReals;
var init_real_path = __esm({
  "dist/src/skills/real-path.js"() {
    "use strict";
    import_node_fs10 = require("node:fs");
    import_node_path6 = require("node:path");
    init_paths();
    rootReals = /* @__PURE__ */ new Map();
  }
});

// dist/src/skills/references.js
function fenceOf2(line) {
  let i = 0;
  while (i < 3 && line[i] === " ")
    i++;
  const char = line[i];
  if (char !== "`" && char !== "~")
    return void 0;
  let n = 0;
  while (line[i + n] === char)
    n++;
  return n >= 3 ? { char, length: n } : void 0;
}
function codeOf(markdown) {
  const blocks2 = [];
  const spans = [];
  let open;
  let block = [];
  for (const raw of markdown.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const fence = fenceOf2(line);
    if (open) {
      if (fence && fence.char === open.char && fence.length >= open.length && line.trim() === open.char.repeat(fence.length)) {
        blocks2.push(block.join("\n"));
        open = void 0;
      } else {
        block.push(line);
      }
      continue;
    }
    if (fence) {
      open = fence;
      block = [];
      continue;
    }
    const parts = line.split("`");
    for (let k = 1; k < parts.length - 1; k += 2)
      if (parts[k])
        spans.push(parts[k]);
  }
  if (open)
    blocks2.push(block.join("\n"));
  return [...blocks2, ...spans];
}
function withoutTrailingPunctuation(path) {
  let end = path.length;
  while (end > 0 && (path[end - 1] === "." || path[end - 1] === "," || path[end - 1] === ":"))
    end--;
  return path.slice(0, end);
}
function looksLikeFile(path) {
  if (path.startsWith("-") || /[$%{}*?]|:\/\//.test(path) || path.startsWith("~") || path.startsWith("/"))
    return false;
  return path.includes("/") ? /\.\w+$/.test(path) || path.startsWith("./") || path.startsWith("../") : SCRIPT_FILE.test(path);
}
function fileRun(words2) {
  let i = 0;
  while (i < words2.length && (PREFIXES2.has(words2[i]) || /^[A-Za-z_]\w*=/.test(words2[i])))
    i++;
  const head = words2[i];
  if (head === void 0)
    return void 0;
  const program = head.replace(/^.*\//, "");
  if (looksLikeFile(head) && (head.startsWith("./") || head.startsWith("../") || head.includes("/")))
    return head;
  let runner = RUNNERS.has(program) || /^python[0-9.]+$/.test(program);
  if (SUBCOMMANDS[program]?.has(words2[i + 1] ?? "")) {
    i++;
    runner = true;
  }
  if (!runner)
    return void 0;
  for (let k = i + 1; k < words2.length; k++) {
    const word = words2[k];
    if (word.startsWith("-"))
      continue;
    if (looksLikeFile(word))
      return word;
    if (RUNNERS.has(word) || /^python[0-9.]+$/.test(word))
      continue;
  }
  return void 0;
}
function referencedFiles(markdown) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const code2 of codeOf(markdown)) {
    for (const command of code2.split(/[\n;&|()]+/)) {
      const words2 = command.replace(/^\s*[$>]\s+/, "").split(/\s+/).filter(Boolean).map((w) => w.replace(/^["']|["']$/g, ""));
      const raw = fileRun(words2);
      const path = raw === void 0 ? void 0 : withoutTrailingPunctuation(raw);
      if (!path || !looksLikeFile(path) || seen.has(path))
        continue;
      seen.add(path);
      out.push(path);
    }
  }
  return out;
}
var RUNNERS, SUBCOMMANDS, PREFIXES2, SCRIPT_FILE;
var init_references = __esm({
  "dist/src/skills/references.js"() {
    "use strict";
    RUNNERS = /* @__PURE__ */ new Set([
      "node",
      "nodejs",
      "python",
      "python3",
      "py",
      "bash",
      "sh",
      "zsh",
      "dash",
      "ksh",
      "fish",
      "pwsh",
      "powershell",
      "ruby",
      "perl",
      "php",
      "Rscript",
      "tsx",
      "ts-node",
      "deno",
      "bun",
      "uvx",
      "source",
      "."
    ]);
    SUBCOMMANDS = { uv: /* @__PURE__ */ new Set(["run"]), deno: /* @__PURE__ */ new Set(["run"]), bun: /* @__PURE__ */ new Set(["run"]), npx: /* @__PURE__ */ new Set(["tsx", "ts-node"]), poetry: /* @__PURE__ */ new Set(["run"]), pipenv: /* @__PURE__ */ new Set(["run"]) };
    PREFIXES2 = /* @__PURE__ */ new Set(["sudo", "exec", "time", "nohup", "env", "command"]);
    SCRIPT_FILE = /\.(?:sh|bash|zsh|fish|ksh|py|pyw|js|mjs|cjs|ts|mts|cts|tsx|rb|pl|php|ps1|psm1|r|R|lua|bat|cmd)$/;
  }
});

// dist/src/skills/skill-files.js
function normaliseLineEndings(bytes) {
  let i = bytes.indexOf(13);
  if (i < 0)
    return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  let from = 0;
  while (i >= 0) {
    if (bytes[i + 1] === 10) {
      n += bytes.copy(out, n, from, i);
      from = i + 1;
    }
    i = bytes.indexOf(13, i + 1);
  }
  n += bytes.copy(out, n, from);
  return out.subarray(0, n);
}
function hashContent(bytes, kind) {
  return (0, import_node_crypto2.createHash)("sha256").update(kind === "binary" ? bytes : normaliseLineEndings(bytes)).digest("hex");
}
function hashed(relPath, source2, kind, bytes, budget) {
  const file = { relPath, source: source2, sha256: hashContent(bytes, kind), kind };
  if (kind === "script" && bytes.length <= MAX_SCRIPT_TEXT_BYTES && bytes.length <= budget.bytes) {
    const decoded = decodeText(bytes);
    if (decoded.ok) {
      file.text = decoded.text;
      budget.bytes -= bytes.length;
    }
  }
  return file;
}
function readSkillText(path, relPath, cwd2, budget) {
  const raw = readBytes(path, MAX_SCRIPT_TEXT_BYTES);
  if (!raw.ok || raw.bytes.length > budget.bytes)
    return void 0;
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok)
    return void 0;
  budget.bytes -= raw.bytes.length;
  return { relPath, source: { path, display: displayPath(path, cwd2) }, text: decoded.text };
}
function referencedFile(at2) {
  for (let base3 = at2.dir; ; base3 = (0, import_node_path7.dirname)(base3)) {
    const abs = (0, import_node_path7.join)(base3, at2.written);
    const relPath = (0, import_node_path7.relative)(at2.dir, abs).split(import_node_path7.sep).join("/");
    const real = safeRealpath(abs);
    const stat = real && isInside(real, at2.realRoot) ? (0, import_node_fs11.statSync)(abs, { throwIfNoEntry: false }) : void 0;
    if (stat?.isFile()) {
      if (relPath === "SKILL.md")
        return void 0;
      const source2 = { path: abs, display: displayPath(abs, at2.cwd) };
      const raw = readBytes(abs, MAX_SKILL_FILE_BYTES);
      const kind = classifySkillFile(relPath, stat.mode, raw.ok ? raw.bytes.subarray(0, HEAD_BYTES) : void 0) === "binary" ? "binary" : "script";
      const file = raw.ok ? hashed(relPath, source2, kind, raw.bytes, at2.budget) : { relPath, source: source2, sha256: "", kind };
      return { ...file, origin: "referenced" };
    }
    if (base3 === at2.root || !isInside(base3, at2.root) || (0, import_node_path7.dirname)(base3) === base3)
      return void 0;
  }
}
var import_node_crypto2, import_node_fs11, import_node_path7, MAX_SCRIPT_TEXT_BYTES, MAX_SKILL_TEXT_BYTES, MAX_SKILL_DATA_TEXT_BYTES, MAX_SKILL_FILE_BYTES, HEAD_BYTES;
var init_skill_files = __esm({
  "dist/src/skills/skill-files.js"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    import_node_fs11 = require("node:fs");
    import_node_path7 = require("node:path");
    init_paths();
    init_read();
    init_classify();
    MAX_SCRIPT_TEXT_BYTES = 1024 * 1024;
    MAX_SKILL_TEXT_BYTES = 16 * 1024 * 1024;
    MAX_SKILL_DATA_TEXT_BYTES = 4 * 1024 * 1024;
    MAX_SKILL_FILE_BYTES = 32 * 1024 * 1024;
    HEAD_BYTES = 8192;
  }
});

// dist/src/skills/skills.js
function readHead(path) {
  let fd;
  try {
    const opened = openForReading(path);
    fd = opened.fd;
    if (!opened.stat.isFile())
      return void 0;
    const buf = Buffer.alloc(HEAD_BYTES2);
    const n = (0, import_node_fs12.readSync)(fd, buf, 0, HEAD_BYTES2, 0);
    return buf.subarray(0, n);
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0)
      (0, import_node_fs12.closeSync)(fd);
  }
}
function hasManifest(entries) {
  return entries.some((e) => e.name === "SKILL.md" && !e.isDirectory());
}
function readSkill(dir, root, cwd2) {
  const notices = [];
  const resolvedRoot = realRootOf(root);
  const realRoot = resolvedRoot ?? root;
  const note2 = (path, message3, level = "note") => notices.push({ path, display: displayPath(path, cwd2), message: message3, level });
  const resolvedDir = realDirOf(dir, root, resolvedRoot);
  const skill = readManifest(dir, root, cwd2, resolvedDir, realRoot, note2);
  if (!skill)
    return { notices };
  const realDir = resolvedDir ?? dir;
  const walk2 = {
    dir,
    cwd: cwd2,
    realRoot,
    skill,
    notices,
    note: note2,
    // Real paths of plain folders are derived from the skill folder's, when it could be resolved.
    derive: resolvedDir !== void 0,
    visited: /* @__PURE__ */ new Set([realDir]),
    stack: [{ abs: dir, rel: "", real: realDir, derived: false }],
    seen: 0,
    truncated: false,
    budget: { bytes: MAX_SKILL_TEXT_BYTES },
    textBudget: { bytes: MAX_SKILL_DATA_TEXT_BYTES }
  };
  while (walk2.stack.length && !walk2.truncated)
    listFolder2(walk2, walk2.stack.pop());
  for (const path of referencedFiles(skill.manifest.text)) {
    const file = referencedFile({ dir, root, realRoot, cwd: cwd2, written: path, budget: walk2.budget });
    if (file && !skill.scripts.some((f) => f.relPath === file.relPath))
      skill.scripts.push(file);
  }
  skill.scripts.sort((a, b) => a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0);
  return { skill, notices };
}
function invalidUtf8(bytes, text2) {
  const written = bytes.toString("latin1").split("\xEF\xBF\xBD").length - 1;
  const replaced = text2.split("\uFFFD").length - 1 - written;
  const first = text2.indexOf("\uFFFD");
  const line = first < 0 ? 1 : text2.slice(0, first).split("\n").length;
  return `not valid UTF-8: ${Math.max(replaced, 1)} invalid byte sequence${replaced > 1 ? "s" : ""}, the first on line ${line}; read with U+FFFD in their place and checked as such`;
}
function readManifest(dir, root, cwd2, resolvedDir, realRoot, note2) {
  const manifestPath = (0, import_node_path8.join)(dir, "SKILL.md");
  const manifestDisplay = displayPath(manifestPath, cwd2);
  const manifestReal = resolvedDir !== void 0 ? realChild(resolvedDir, manifestPath, "SKILL.md") : safeRealpath(manifestPath);
  if (!manifestReal) {
    note2(manifestPath, "could not read file: the file disappeared during the scan or is a broken link", "error");
    return void 0;
  }
  if (!isInside(manifestReal, realRoot)) {
    note2(manifestPath, "symbolic link pointing outside the scan root; not followed");
    return void 0;
  }
  const raw = readBytes(manifestPath, MAX_SKILL_FILE_BYTES);
  if (!raw.ok) {
    note2(manifestPath, raw.message, "error");
    return void 0;
  }
  const checked = raw.bytes.length <= MAX_SCRIPT_TEXT_BYTES;
  if (!checked)
    note2(manifestPath, `not checked: ${raw.bytes.length} bytes is over the ${MAX_SCRIPT_TEXT_BYTES}-byte limit for the text of a SKILL.md`, "error");
  const decoded = checked ? decodeText(raw.bytes) : void 0;
  let text2 = decoded?.ok ? decoded.text : "";
  if (decoded && !decoded.ok && decoded.message === "not valid UTF-8 text") {
    text2 = LENIENT.decode(raw.bytes);
    note2(manifestPath, invalidUtf8(raw.bytes, text2), "warning");
  } else if (decoded && !decoded.ok)
    note2(manifestPath, `${decoded.message}; SKILL.md must be UTF-8 text`, "error");
  const manifest = makeSource(manifestPath, manifestDisplay, text2);
  return {
    kind: "skill",
    dir: displayPath(dir, root),
    manifest,
    manifestSha256: hashContent(raw.bytes, "script"),
    scripts: []
  };
}
function listFolder2(walk2, folder) {
  const { abs, rel, derived } = folder;
  let entries;
  try {
    entries = (0, import_node_fs12.readdirSync)(abs, { withFileTypes: true });
  } catch (e) {
    if (derived && !safeRealpath(abs))
      return;
    walk2.note(abs, `could not list folder: ${e.code ?? e}`, "error");
    return;
  }
  if (rel !== "" && hasManifest(entries) && !rel.split("/").some((p) => SKIPPED_DIRS.has(p)))
    return;
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    if (++walk2.seen > MAX_SKILL_ENTRIES) {
      walk2.truncated = true;
      walk2.note(walk2.dir, `skill folder holds more than ${MAX_SKILL_ENTRIES} files and folders; the rest were not checked`, "error");
      break;
    }
    visitEntry(walk2, folder, entry);
  }
}
function visitEntry(walk2, folder, entry) {
  const name = entry.name;
  if (folder.rel === "" && name === "SKILL.md")
    return;
  const path = (0, import_node_path8.join)(folder.abs, name);
  const relPath = folder.rel ? `${folder.rel}/${name}` : name;
  let stat;
  if (entry.isSymbolicLink()) {
    stat = followLink(walk2, path, relPath, name);
    if (!stat)
      return;
  } else if (entry.isDirectory()) {
    if (SKILL_SKIPPED_DIRS.has(name))
      return;
    const real = walk2.derive ? realPathOf(folder.real, name) : safeRealpath(path);
    if (real && !walk2.visited.has(real)) {
      walk2.visited.add(real);
      walk2.stack.push({ abs: path, rel: relPath, real, derived: walk2.derive });
    }
    return;
  } else if (!entry.isFile()) {
    return;
  }
  const file = readSkillFile(path, relPath, stat, walk2.cwd, walk2.notices, walk2.budget);
  if (file)
    walk2.skill.scripts.push(file);
  else if (isSkillTextFile(relPath)) {
    const text2 = readSkillText(path, relPath, walk2.cwd, walk2.textBudget);
    if (text2)
      (walk2.skill.texts ??= []).push(text2);
  }
}
function followLink(walk2, path, relPath, name) {
  const target = safeRealpath(path);
  if (!target || !isInside(target, walk2.realRoot)) {
    walk2.note(path, target ? "symbolic link pointing outside the scan root; not followed" : "broken symbolic link; not followed");
    const kind = classifySkillFile(relPath, 0, void 0);
    if (kind)
      walk2.skill.scripts.push({ relPath, source: { path, display: displayPath(path, walk2.cwd) }, sha256: "", kind });
    return void 0;
  }
  let stat;
  try {
    stat = (0, import_node_fs12.statSync)(path);
  } catch {
    return void 0;
  }
  if (stat.isDirectory()) {
    if (!SKILL_SKIPPED_DIRS.has(name) && !walk2.visited.has(target)) {
      walk2.visited.add(target);
      walk2.stack.push({ abs: path, rel: relPath, real: target, derived: false });
    }
    return void 0;
  }
  return stat.isFile() ? stat : void 0;
}
function readSkillFile(path, relPath, linkStat, cwd2, notices, budget) {
  let fd;
  let opened;
  try {
    const { fd: descriptor, stat: stat2 } = openForReading(path);
    fd = descriptor;
    if (stat2.isFile())
      opened = readOpened(fd, stat2, relPath);
  } catch {
    opened = void 0;
  } finally {
    if (fd !== void 0)
      (0, import_node_fs12.closeSync)(fd);
  }
  if (!opened)
    return readSkillFileSlowly(path, relPath, linkStat, cwd2, notices, budget);
  const { stat, head, bytes } = opened;
  const kind = classifySkillFile(relPath, stat.mode, head);
  if (!kind)
    return void 0;
  const display2 = displayPath(path, cwd2);
  const source2 = { path, display: display2 };
  if (stat.size > MAX_SKILL_FILE_BYTES) {
    notices.push({ path, display: display2, message: `not hashed: ${stat.size} bytes is over the ${MAX_SKILL_FILE_BYTES}-byte limit for skill files`, level: "note" });
    return { relPath, source: source2, sha256: "", kind };
  }
  return hashed(relPath, source2, kind, bytes, budget);
}
function readOpened(fd, stat, relPath) {
  const size = stat.size;
  if (size <= HEAD_BYTES2) {
    const bytes2 = Buffer.alloc(size);
    const n2 = readFully(fd, bytes2, 0);
    const content = n2 === size ? bytes2 : bytes2.subarray(0, n2);
    return { stat, head: content, bytes: content };
  }
  const headBuf = Buffer.alloc(HEAD_BYTES2);
  const h = (0, import_node_fs12.readSync)(fd, headBuf, 0, HEAD_BYTES2, 0);
  const head = headBuf.subarray(0, h);
  if (size > MAX_SKILL_FILE_BYTES || !classifySkillFile(relPath, stat.mode, head))
    return { stat, head };
  const bytes = Buffer.alloc(size);
  head.copy(bytes, 0);
  const n = readFully(fd, bytes, h);
  return { stat, head, bytes: n === size ? bytes : bytes.subarray(0, n) };
}
function readSkillFileSlowly(path, relPath, linkStat, cwd2, notices, budget) {
  let stat = linkStat;
  if (!stat) {
    try {
      stat = (0, import_node_fs12.lstatSync)(path);
    } catch {
      return void 0;
    }
    if (!stat.isFile())
      return void 0;
  }
  const display2 = displayPath(path, cwd2);
  const head = readHead(path);
  const kind = classifySkillFile(relPath, stat.mode, head);
  if (!kind)
    return void 0;
  const source2 = { path, display: display2 };
  if (stat.size > MAX_SKILL_FILE_BYTES) {
    notices.push({ path, display: display2, message: `not hashed: ${stat.size} bytes is over the ${MAX_SKILL_FILE_BYTES}-byte limit for skill files`, level: "note" });
    return { relPath, source: source2, sha256: "", kind };
  }
  const raw = readBytes(path, MAX_SKILL_FILE_BYTES);
  if (!raw.ok) {
    notices.push({ path, display: display2, message: raw.message, level: raw.level });
    return { relPath, source: source2, sha256: "", kind };
  }
  return hashed(relPath, source2, kind, raw.bytes, budget);
}
function skillDisplayDir(skill) {
  const d = skill.manifest.display;
  const slash = d.lastIndexOf("/");
  return slash < 0 ? "." : d.slice(0, slash) || "/";
}
var import_node_fs12, import_node_path8, MAX_SKILL_ENTRIES, HEAD_BYTES2, SKILL_SKIPPED_DIRS, LENIENT;
var init_skills = __esm({
  "dist/src/skills/skills.js"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_path8 = require("node:path");
    init_paths();
    init_read();
    init_source();
    init_classify();
    init_real_path();
    init_references();
    init_skill_files();
    init_skill_files();
    MAX_SKILL_ENTRIES = 1e4;
    HEAD_BYTES2 = 8192;
    SKILL_SKIPPED_DIRS = /* @__PURE__ */ new Set([
      ".git",
      ".hg",
      ".svn",
      "node_modules",
      "bower_components",
      "jspm_packages",
      ".venv",
      "venv",
      ".tox",
      ".mypy_cache",
      ".pytest_cache",
      ".ruff_cache",
      ".cache",
      ".turbo",
      ".pnpm-store",
      ".yarn",
      ".gradle",
      ".terraform"
    ]);
    LENIENT = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  }
});

// dist/rules/unreviewed-skill-script.js
function shellArg(path) {
  return /^[\w./@+:,=-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}
function reviewCommand(skill) {
  return `mcp-audit review ${shellArg(skillDisplayDir(skill))}`;
}
function describe(file) {
  const what2 = ROLE_WORDS[skillFileRole(file)];
  const parts = [file.origin === "referenced" ? `${what2} run by SKILL.md` : what2];
  if (!file.sha256)
    parts.push("unreadable or too large to hash");
  return parts.join(", ");
}
function filesToRead(skill, reviewed) {
  const out = [];
  if (!reviewed || reviewed["SKILL.md"] !== skill.manifestSha256) {
    out.push({ relPath: "SKILL.md", state: reviewed?.["SKILL.md"] === void 0 ? "new" : "changed", what: "instructions", hash: skill.manifestSha256 });
  }
  const present = /* @__PURE__ */ new Set();
  for (const file of skill.scripts) {
    present.add(file.relPath);
    const recorded = reviewed?.[file.relPath];
    if (file.sha256 && recorded === file.sha256)
      continue;
    out.push({ relPath: file.relPath, state: recorded === void 0 ? "new" : "changed", what: describe(file), file, hash: `${file.kind}:${file.sha256}` });
  }
  for (const rel of Object.keys(reviewed ?? {}).sort()) {
    if (rel !== "SKILL.md" && !present.has(rel))
      out.push({ relPath: rel, state: "removed", hash: "removed" });
  }
  return out;
}
function message2(skill, files, neverReviewed) {
  const head = neverReviewed ? "Skill not reviewed: an agent using it follows its SKILL.md and may run the files it ships" : "Skill changed since it was reviewed";
  const named = files.slice(0, SHOWN).map((f) => `${f.relPath} (${[f.what, f.state].filter(Boolean).join(", ")})`);
  const more = files.length > SHOWN ? `, and ${files.length - SHOWN} more` : "";
  const count2 = files.length === 1 ? "1 file" : `${files.length} files`;
  const notes = [];
  if (files.some((f) => f.file?.kind === "binary"))
    notes.push("compiled or archived files cannot be reviewed by reading them: replace them with their source, or verify where they came from");
  if (files.some((f) => f.file && !f.file.sha256))
    notes.push("a file that cannot be hashed stays unreviewed: make it a readable file inside the repository");
  return `${head}; ${count2} to read: ${named.join(", ")}${more}. ${notes.map((n) => `${n[0].toUpperCase()}${n.slice(1)}. `).join("")}Run "${reviewCommand(skill)}" after reading them.`;
}
function sourceOf(skill, f) {
  if (f.file)
    return f.file.source;
  if (f.relPath === "SKILL.md")
    return skill.manifest;
  const dir = skillDisplayDir(skill);
  return { path: import_node_path9.posix.join(import_node_path9.posix.dirname(skill.manifest.path.replace(/\\/g, "/")), f.relPath), display: import_node_path9.posix.normalize(import_node_path9.posix.join(dir, f.relPath)) };
}
function scriptReport(script, lock) {
  const recorded = lock?.scripts?.[script.relPath];
  if (script.sha256 && recorded === script.sha256)
    return void 0;
  const state = recorded === void 0 ? "never reviewed" : "changed since it was reviewed";
  const unhashable = script.sha256 ? "" : " It cannot be read or is too large to hash, so it stays unreviewed: make it a readable file in the repository.";
  const what2 = script.self ? `${script.relPath} is ${script.runBy}, code in the repository that is ${state}: the agent runs it on its events on every machine that opens the repository.` : `The ${script.runBy} runs ${script.relPath}, a script in the repository that is ${state}: it runs on the agent's events on every machine that opens the repository.`;
  return {
    message: `${what2}${unhashable} Read it, then run "mcp-audit review".`,
    span: script.span,
    path: script.path,
    fingerprintValue: `${script.relPath}\0${recorded === void 0 ? "new" : "changed"}\0${script.sha256 ?? "unreadable"}`,
    related: [{ source: script.source, message: `${script.relPath}: ${state}` }]
  };
}
var import_node_path9, ROLE_WORDS, SHOWN, unreviewedSkillScript;
var init_unreviewed_skill_script = __esm({
  "dist/rules/unreviewed-skill-script.js"() {
    "use strict";
    import_node_path9 = require("node:path");
    init_classify();
    init_skills();
    ROLE_WORDS = {
      script: "script",
      binary: "compiled or archive",
      manifest: "dependency manifest",
      data: "data"
    };
    SHOWN = 10;
    unreviewedSkillScript = {
      meta: {
        id: "unreviewed-skill-script",
        level: "warning",
        description: 'A skill whose SKILL.md, scripts, binaries or dependency manifests (and files its SKILL.md runs elsewhere), or a script a hook runs, not recorded by "mcp-audit review", or changed since: one finding per skill or script, naming the files to read.',
        precision: "high",
        securitySeverity: "5.0",
        tags: ["security", "supply-chain", "skills"],
        fixable: "none",
        owasp: ["MCP04:2025"]
      },
      checkConfig(file, context) {
        return (file.commandScripts ?? []).flatMap((script) => scriptReport(script, context.reviewLock) ?? []);
      },
      checkSkill(skill, context) {
        const reviewed = context.reviewLock?.skills[skill.dir]?.files;
        const files = filesToRead(skill, reviewed);
        if (!files.some((f) => f.state !== "removed"))
          return [];
        const report5 = {
          message: message2(skill, files, !reviewed),
          span: { start: 0, end: 0 },
          path: ["skills", skill.dir],
          fingerprintValue: files.map((f) => `${f.relPath}\0${f.state}\0${f.hash}`).join("\n"),
          related: files.map((f) => ({ source: sourceOf(skill, f), message: `${f.relPath}: ${[f.what, f.state].filter(Boolean).join(", ")}` }))
        };
        return [report5];
      }
    };
  }
});

// dist/rules/index.js
var rules_exports = {};
__export(rules_exports, {
  DOCS_BASE: () => DOCS_BASE,
  docsUrl: () => docsUrl,
  rules: () => rules
});
function docsUrl(id) {
  return `${DOCS_BASE}${id}.md`;
}
var rules, DOCS_BASE;
var init_rules = __esm({
  "dist/rules/index.js"() {
    "use strict";
    init_auto_approve();
    init_broad_filesystem_access();
    init_dangerous_docker();
    init_env_code_injection();
    init_env_var_without_default();
    init_hardcoded_secret();
    init_hidden_unicode();
    init_insecure_transport();
    init_invalid_config();
    init_missing_read_only();
    init_privileged_launch();
    init_self_hiding_instruction();
    init_server_not_allowed();
    init_shell_pipe_install();
    init_skill_frontmatter();
    init_suppression_comment();
    init_unpinned_package();
    init_unreviewed_skill_script();
    rules = [
      hardcodedSecret,
      unpinnedPackage,
      missingReadOnly,
      envVarWithoutDefault,
      unreviewedSkillScript,
      invalidConfig,
      insecureTransport,
      dangerousDocker,
      autoApprove,
      hiddenUnicode,
      skillFrontmatter,
      shellPipeInstall,
      suppressionComment,
      broadFilesystemAccess,
      privilegedLaunch,
      envCodeInjection,
      serverNotAllowed,
      selfHidingInstruction
    ];
    DOCS_BASE = "https://github.com/mcp-audit/mcp-audit/blob/main/rules/";
  }
});

// dist/src/discover/git-base.js
function git(cwd2, args, maxBytes = 1 << 20) {
  const result2 = childProcess().spawnSync("git", ["--no-replace-objects", "--literal-pathspecs", ...args], {
    cwd: cwd2,
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", GIT_NO_LAZY_FETCH: "1", GIT_PAGER: "cat", LC_ALL: "C" },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: maxBytes,
    timeout: GIT_TIMEOUT_MS,
    windowsHide: true
  });
  if (result2.error) {
    const code2 = result2.error.code;
    if (code2 === "ENOENT")
      throw new UsageError("--config-from-base runs git, and no git was found on PATH");
    if (code2 === "ETIMEDOUT")
      throw new UsageError(`--config-from-base: git ${args[0]} did not finish within ${GIT_TIMEOUT_MS / 1e3} s`);
    if (code2 === "ENOBUFS")
      return { code: -1, stdout: Buffer.alloc(0), stderr: "more output than expected" };
    throw new UsageError(`--config-from-base: could not run git: ${code2 ?? result2.error.message}`);
  }
  return { code: result2.status ?? -1, stdout: result2.stdout, stderr: firstLine(result2.stderr.toString("utf8")) };
}
function firstLine(text2) {
  return (text2.split("\n").find((l) => l.trim()) ?? "").trim().replace(/[^\x20-\x7e]/g, "?").slice(0, 200);
}
function checkRevisionName(ref) {
  if (!ref || ref.startsWith("-") || ref.includes(":") || /[\s\x00-\x1f\x7f]/.test(ref) || ref.length > 256) {
    throw new UsageError(`--config-from-base needs a git revision (a branch, a tag or a commit), not ${JSON.stringify(ref).replace(/[^\x20-\x7e]/g, "?")}`);
  }
}
function openBaseRevision(ref, cwd2) {
  checkRevisionName(ref);
  const top = git(cwd2, ["rev-parse", "--show-prefix"]);
  if (top.code !== 0)
    throw new UsageError(`--config-from-base needs a git repository, and ${cwd2} is not in one (${top.stderr || "git rev-parse failed"})`);
  const prefix = top.stdout.toString("utf8").trim();
  const resolved = git(cwd2, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  const commit = resolved.stdout.toString("utf8").trim();
  if (resolved.code !== 0 || !/^[0-9a-f]{40,64}$/.test(commit)) {
    throw new UsageError(`--config-from-base: no commit "${ref}" in this repository (in a shallow clone, fetch it first: git fetch --depth=1 origin <sha>)`);
  }
  return { ref, commit, cwd: cwd2, prefix };
}
function treePath(base3, path) {
  const fromCwd = (0, import_node_path10.relative)(base3.cwd, path).split(import_node_path10.sep).join("/");
  const inRepo = import_node_path10.posix.normalize(`${base3.prefix}${fromCwd}`);
  if (!fromCwd || inRepo === "." || inRepo === ".." || inRepo.startsWith("../") || import_node_path10.posix.isAbsolute(inRepo))
    return void 0;
  return inRepo;
}
function entryAt(base3, inRepo) {
  const listed = git(base3.cwd, ["ls-tree", "-l", "-z", "--full-tree", base3.commit, "--", inRepo]);
  if (listed.code !== 0)
    throw new UsageError(`--config-from-base: git ls-tree failed at ${base3.ref}: ${listed.stderr}`);
  const record = listed.stdout.toString("utf8").split("\0")[0] ?? "";
  const m = /^(\d{6}) (\w+) ([0-9a-f]{40,64}) +(\d+|-)\t(.*)$/s.exec(record);
  if (!m || m[5] !== inRepo)
    return void 0;
  return { mode: m[1], object: m[3], size: m[4] === "-" ? -1 : Number(m[4]) };
}
function existsAtBase(base3, path) {
  const inRepo = treePath(base3, path);
  return inRepo !== void 0 && entryAt(base3, inRepo) !== void 0;
}
function readAtBase(base3, path, maxBytes) {
  const at2 = `at ${base3.ref}`;
  const inRepo = treePath(base3, path);
  if (inRepo === void 0)
    return { ok: false, missing: true, message: `outside the repository, so not ${at2}` };
  const entry = entryAt(base3, inRepo);
  if (!entry)
    return { ok: false, missing: true, message: `no such file ${at2}` };
  if (entry.mode === "120000")
    return { ok: false, missing: false, message: `a symbolic link ${at2}; not read` };
  if (entry.mode !== "100644" && entry.mode !== "100755")
    return { ok: false, missing: false, message: `not a regular file ${at2}; not read` };
  if (entry.size > maxBytes)
    return { ok: false, missing: false, message: `${entry.size} bytes ${at2}, over the ${maxBytes}-byte limit for this kind of file` };
  const blob = git(base3.cwd, ["cat-file", "blob", entry.object], Math.max(entry.size, 0) + 1);
  if (blob.code !== 0 || blob.stdout.length !== entry.size)
    return { ok: false, missing: false, message: `could not read it ${at2}: ${blob.stderr || "git cat-file failed"}` };
  const decoded = decodeText(blob.stdout);
  if (!decoded.ok)
    return { ok: false, missing: false, message: `${decoded.message} (${at2})` };
  return { ok: true, text: decoded.text.replace(/^\ufeff/, "") };
}
var import_node_module2, import_node_path10, lazyRequire, childProcess, GIT_TIMEOUT_MS;
var init_git_base = __esm({
  "dist/src/discover/git-base.js"() {
    "use strict";
    import_node_module2 = require("node:module");
    import_node_path10 = require("node:path");
    init_discover();
    init_read();
    lazyRequire = (0, import_node_module2.createRequire)(importMetaUrl);
    childProcess = () => lazyRequire("node:child_process");
    GIT_TIMEOUT_MS = 2e4;
  }
});

// dist/src/cli/args.js
function scanArgs(values, positionals) {
  const given = values.format ?? "text";
  const format3 = FORMAT_ALIASES[given] ?? given;
  if (!FORMATS.includes(format3)) {
    throw new UsageError(`unknown format "${given}"${didYouMean(given, [...FORMATS, ...Object.keys(FORMAT_ALIASES)])}; use one of ${FORMATS.join(", ")} (or compact, the same as concise)`);
  }
  const failOn = values["fail-on"];
  if (!FAIL_ON.includes(failOn))
    throw new UsageError(`unknown --fail-on level "${failOn}"; use one of ${FAIL_ON.join(", ")}`);
  if (values.fix && values["fix-dry-run"])
    throw new UsageError("use either --fix or --fix-dry-run, not both");
  if (values["fix-dry-run"] && (format3 !== "text" || values.output !== void 0)) {
    throw new UsageError("--fix-dry-run prints a diff: it takes no --format or --output");
  }
  if (values["unsafe-fixes"] && !values.fix && !values["fix-dry-run"])
    throw new UsageError("--unsafe-fixes goes with --fix or --fix-dry-run");
  if (values["config-from-base"] !== void 0)
    checkRevisionName(values["config-from-base"]);
  if (values.config !== void 0 && values["no-config"])
    throw new UsageError("use either --config or --no-config, not both");
  const stdin = positionals.includes("-");
  if (stdin && values["stdin-filename"] === void 0)
    throw new UsageError("- reads a file from stdin: name it with --stdin-filename PATH (e.g. .mcp.json), which says which host format it is");
  if (!stdin && values["stdin-filename"] !== void 0)
    throw new UsageError("--stdin-filename names the file read from stdin: give - among the paths");
  if (stdin && (values.fix || values["fix-dry-run"]))
    throw new UsageError("- (stdin) cannot be fixed in place: --fix and --fix-dry-run need files");
  const { selected, forced } = selectRules(values.rule, values["disable-rule"]);
  return {
    paths: positionals,
    format: format3,
    failOn,
    output: values.output,
    fix: values.fix,
    fixDryRun: values["fix-dry-run"],
    unsafeFixes: values["unsafe-fixes"],
    offline: values.offline,
    registry: values.registry,
    selected,
    forced,
    config: values.config,
    policy: values.policy ?? [],
    configFromBase: values["config-from-base"],
    baseline: values.baseline,
    writeBaseline: values["write-baseline"],
    user: values.user,
    noIgnore: values["no-ignore"],
    noConfig: values["no-config"],
    printConfig: values["print-config"],
    stdinFilename: values["stdin-filename"],
    color: values.color,
    noColor: values["no-color"],
    quiet: values.quiet,
    debug: values.debug
  };
}
function usageError(e, help, options2, argv) {
  const message3 = e.message;
  const hint = `Run "${help}" for the options.`;
  const unknown = /^Unknown option '([^']+)'/.exec(message3);
  if (unknown) {
    const flags = Object.keys(options2).map((name) => `--${name}`);
    return new UsageError(`unknown option ${unknown[1]}${didYouMean(unknown[1], flags, (s) => s)}`, hint);
  }
  const positional = /^Unexpected argument '([^']+)'/.exec(message3);
  if (positional)
    return new UsageError(`unexpected argument ${positional[1]}`, hint);
  const value = /^Option '(?:-(\w), )?(--?[\w-]+)(?: <value>)?' argument (?:is )?(ambiguous|missing)/.exec(message3);
  if (value) {
    const [, , given, kind] = value;
    const name = given.startsWith("--") ? given.slice(2) : Object.entries(options2).find(([, o]) => o.short === given.slice(1))?.[0] ?? given;
    const short = options2[name]?.short;
    const flag = `--${name}${short ? ` (-${short})` : ""}`;
    if (kind === "missing")
      return new UsageError(`${flag} needs a value, and nothing follows it`, hint);
    const at2 = argv.findIndex((a) => a === given || a === `--${name}` || short !== void 0 && a === `-${short}`);
    const next = at2 >= 0 ? argv[at2 + 1] : void 0;
    return new UsageError(`${flag} needs a value, but is followed by the option ${next ?? "that follows it"} (to give a value starting with "-", write --${name}=VALUE)`, hint);
  }
  return new UsageError(message3.split("\n")[0].replace(/\.$/, ""), hint);
}
function parseScanArgs(argv) {
  try {
    return (0, import_node_util.parseArgs)({ args: argv, allowPositionals: true, strict: true, options: SCAN_OPTIONS });
  } catch (e) {
    throw usageError(e, "mcp-audit --help", SCAN_OPTIONS, argv);
  }
}
function parseSubcommand(argv, name) {
  const options2 = {
    help: { type: "boolean", short: "h", default: false },
    debug: { type: "boolean", default: false },
    ...name === "rules" ? { format: { type: "string", short: "f", default: "text" } } : {}
  };
  try {
    return (0, import_node_util.parseArgs)({ args: argv, allowPositionals: true, strict: true, options: options2 });
  } catch (e) {
    throw usageError(e, `mcp-audit ${name} --help`, options2, argv);
  }
}
function unknownRule(id) {
  const hint = didYouMean(id, rules.map((r) => r.meta.id));
  return `unknown rule "${id}"${hint ? `${hint} ("mcp-audit rules" lists them)` : '; "mcp-audit rules" lists them'}`;
}
function selectRules(only, disabled) {
  const ids = new Set(rules.map((r) => r.meta.id));
  const list = (values) => (values ?? []).flatMap((v) => v.split(",")).map((s) => s.trim()).filter(Boolean);
  const onlyIds = list(only);
  const offIds = list(disabled);
  for (const id of [...onlyIds, ...offIds]) {
    if (!ids.has(id))
      throw new UsageError(unknownRule(id));
  }
  const selected = rules.filter((r) => (!onlyIds.length || onlyIds.includes(r.meta.id)) && !offIds.includes(r.meta.id));
  if (!selected.length)
    throw new UsageError(`no rule left to run: --disable-rule turns off every rule${onlyIds.length ? " --rule selects" : ""}`);
  return { selected, forced: onlyIds.filter((id) => !offIds.includes(id)) };
}
var import_node_util, FORMATS, FORMAT_ALIASES, FAIL_ON, SCAN_OPTIONS;
var init_args = __esm({
  "dist/src/cli/args.js"() {
    "use strict";
    import_node_util = require("node:util");
    init_rules();
    init_discover();
    init_git_base();
    init_did_you_mean();
    FORMATS = ["text", "json", "sarif", "github", "concise"];
    FORMAT_ALIASES = { compact: "concise" };
    FAIL_ON = ["error", "warning", "note", "none"];
    SCAN_OPTIONS = {
      format: { type: "string", short: "f" },
      output: { type: "string", short: "o" },
      "fail-on": { type: "string", default: "warning" },
      fix: { type: "boolean", default: false },
      "fix-dry-run": { type: "boolean", default: false },
      "unsafe-fixes": { type: "boolean", default: false },
      offline: { type: "boolean", default: false },
      registry: { type: "string" },
      rule: { type: "string", multiple: true },
      "disable-rule": { type: "string", multiple: true },
      config: { type: "string" },
      policy: { type: "string", multiple: true },
      "config-from-base": { type: "string" },
      baseline: { type: "string" },
      "write-baseline": { type: "string" },
      user: { type: "boolean", default: false },
      "no-ignore": { type: "boolean", default: false },
      "no-config": { type: "boolean", default: false },
      "print-config": { type: "boolean", default: false },
      "stdin-filename": { type: "string" },
      color: { type: "boolean" },
      "no-color": { type: "boolean", default: false },
      quiet: { type: "boolean", default: false },
      debug: { type: "boolean", default: false },
      version: { type: "boolean", short: "v", default: false },
      help: { type: "boolean", short: "h", default: false }
    };
  }
});

// dist/src/cli/help.js
var HELP, REVIEW_HELP, RULES_HELP, INVENTORY_HELP, LSP_HELP;
var init_help = __esm({
  "dist/src/cli/help.js"() {
    "use strict";
    HELP = `Usage: mcp-audit [options] [PATH...]
       mcp-audit [options] - --stdin-filename PATH
       mcp-audit review [SKILL_DIR...]
       mcp-audit rules [ID] [--format text|json]
       mcp-audit inventory [PATH...] [--format json|cyclonedx|markdown]
       mcp-audit lsp [--stdio] [--offline]
       mcp-audit help

Scans the MCP server configs of Claude Code, VS Code, Codex, Cursor, Gemini CLI, Windsurf, Kiro, Cline, opencode,
Continue, Zed and others, and agent skills, for committed secrets, unpinned launches, missing read-only modes and
other risks. PATH defaults to the current directory. Files .gitignore leaves out are not scanned (--no-ignore
scans them); a file or folder named as PATH always is. Templates (.mcp.json.example, .sample, .template) are read as the
config they imitate. - reads one config from stdin.

Options:
  -f, --format text|json|sarif|github|concise
                                        report format (default: text); concise (or compact): one line per
                                        finding, FILE:LINE:COL: LEVEL [RULE] MESSAGE
  -o, --output FILE                     write the report to FILE (the summary still goes to stderr)
      --fail-on error|warning|note|none lowest level that makes the exit code 1 (default: warning)
      --fix                             apply safe fixes, then report what remains
      --fix-dry-run                     print the diff of safe fixes; change nothing
      --unsafe-fixes                    with --fix/--fix-dry-run, also apply fixes that change behaviour
      --offline                         never contact a registry (pins become suggestions)
      --registry URL                    npm registry for version look-ups (default: npm_config_registry)
      --rule ID[,ID]                    run only these rules (even one the settings file turns off)
      --disable-rule ID[,ID]            skip these rules
      --config FILE                     settings file (default: the nearest .mcp-audit.json or .mcp-audit.jsonc
                                        at or above the scan root, up to the repository's top)
      --no-config                       read no settings file
      --policy FILE                     (repeatable) a shared server policy (an organisation's): {"policy": {"allow": [...],
                                        "deny": [...]}}, or Claude Code managed settings (allowedMcpServers,
                                        deniedMcpServers); merged with the settings' policy, deny wins, each
                                        allow list must match (rule server-not-allowed)
      --print-config                    print the settings in force, the file they came from and each rule's
                                        level, then stop
      --config-from-base REF            read the settings file, --baseline and the review lockfile as git revision
                                        REF has them (e.g. a pull request's base), not from the working tree, so a
                                        change cannot quiet its own scan (say, by adding {"ignore": ["**"]}); a file
                                        REF does not have counts as absent. Runs git, the only process a scan starts
      --baseline FILE                   hide the findings recorded in FILE
      --write-baseline FILE             record the current findings in FILE, those --baseline matched included
                                        (then report none of them)
      --user                            also scan your own configs (~/.claude.json, ~/.codex/config.toml, ...)
      --no-ignore                       also scan what .gitignore files and .git/info/exclude leave out
      --stdin-filename PATH             with - as the path: the name of the file read from stdin, which says
                                        which host's format it is (e.g. .vscode/mcp.json)
      --no-color                        plain output (also NO_COLOR=1, TERM=dumb)
      --color                           colour even when not on a terminal or writing to --output
      --quiet                           report only findings that reach --fail-on (the summary counts the rest)
      --debug                           print stack traces of internal errors
  -v, --version                         print the version
  -h, --help                            print this help

Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it, or a config file that could not be parsed
(never with --fail-on none); 2 usage or internal error.`;
    REVIEW_HELP = `Usage: mcp-audit review [SKILL_DIR...]

Records that you have read a skill's files (its SKILL.md, scripts, binaries, dependency manifests, and the files its
SKILL.md runs elsewhere in the repository): their SHA-256 hashes go to .mcp-audit-review.json, the
lockfile a scan of the current directory reads (commit it): in a repository, the nearest one at or above the current
directory, else the one at the repository's top; outside a repository, the current directory's. With no SKILL_DIR, every skill found under the current
directory is recorded, and so is every script in the repository that a hook, status line or helper runs
(.claude/hooks/format.sh, python3 .codex/hooks/check.py, a Cline hook, an opencode plugin); other skills' entries
are kept. unreviewed-skill-script flags each skill with files that are not recorded or have changed since, once, at
its SKILL.md, and each such hook script at the hook that runs it.

Options:
  -h, --help   print this help`;
    RULES_HELP = `Usage: mcp-audit rules [ID] [--format text|json]

Lists the rules: id, default level, fixable (safe, unsafe, suggestion or none), description and docs link.
With --format json, a JSON array of { id, level, fixable, description, precision, securitySeverity, tags, docs,
owasp } (owasp: the OWASP MCP Top 10 entries the rule addresses, each { id, title }).
With an ID, prints that rule's documentation page (Markdown, shipped with mcp-audit); with --format json, its
{ id, level, fixable, description, docs, owasp, page }.

Options:
  -f, --format text|json   output format (default: text)
  -h, --help               print this help`;
    INVENTORY_HELP = `Usage: mcp-audit inventory [PATH...] [--format json|cyclonedx|markdown]

Lists the agent integrations under PATH (default: the current directory), found as a scan finds them: every config
file and its host; every server with its transport, what it launches (runner, package or image, version, purl) or
the remote endpoint it connects to, the names of the environment variables it needs (never their values), whether
approval is switched off for it, and its findings by level; every skill with its files' SHA-256 hashes and whether
they are reviewed. The settings file, its ignore globs and --policy apply as in a scan. Exit code 0 whatever the
findings (2 on a usage error).

Options:
  -f, --format json|cyclonedx|markdown   json (the default when stdout is not a terminal), cyclonedx (a
                                         CycloneDX 1.6 JSON BOM: servers as components with purls, remote
                                         servers as services, skill files with hashes), markdown (the default
                                         on a terminal)
  -o, --output FILE                      write the inventory to FILE
      --config FILE, --no-config         the settings file / none
      --policy FILE                      a shared server policy, as in a scan (repeatable)
      --no-ignore                        also list what .gitignore leaves out
  -h, --help                             print this help

SOURCE_DATE_EPOCH, when set, fixes the CycloneDX timestamp; otherwise two runs on the same tree differ only in it.`;
    LSP_HELP = `Usage: mcp-audit lsp [--stdio] [--offline]

A Language Server Protocol server on stdin and stdout, for editors: diagnostics for every config and skill file
mcp-audit reads, computed from the editor's unsaved text, with quick fixes (safe fixes preferred, unsafe ones
labelled, suggestions as refactorings, a suppression comment where the format has comments). Settings come from
.mcp-audit.json as for a scan, found from the document's workspace folder, and are read again when they change.

Options:
      --stdio                           accepted for the clients that pass it; stdio is the only transport
      --offline                         pinning fixes never contact a registry
      --clientProcessId=PID             accepted (vscode-languageclient passes it); the server watches the
                                        processId the client sends with initialize
  -h, --help                            show this help

Initialization options (JSON, from the client): "debounceMs" (default 200), "run": "onType" | "onSave",
"offline": true, "registry": URL (as --registry; default: the .npmrc nearest the document, npm_config_registry).`;
  }
});

// dist/src/skills/review-lock.js
function reviewLockDir(start, base3) {
  const hasLock = (dir) => base3 ? existsAtBase(base3, (0, import_node_path11.join)(dir, REVIEW_LOCK_NAME)) : (0, import_node_fs13.existsSync)((0, import_node_path11.join)(dir, REVIEW_LOCK_NAME));
  let nearestLock;
  for (let dir = start; ; ) {
    if (nearestLock === void 0 && hasLock(dir))
      nearestLock = dir;
    if ((0, import_node_fs13.existsSync)((0, import_node_path11.join)(dir, ".git")))
      return nearestLock ?? dir;
    const parent = (0, import_node_path11.dirname)(dir);
    if (parent === dir)
      return start;
    dir = parent;
  }
}
function loadReviewLock(root, cwd2 = root, base3) {
  const path = (0, import_node_path11.join)(root, REVIEW_LOCK_NAME);
  const display2 = displayPath(path, cwd2);
  const fail = (why2) => ({ path, display: display2, problem: `${display2}: ${why2}` });
  let text2;
  if (base3) {
    const read = readAtBase(base3, path, MAX_LOCK_BYTES);
    if (!read.ok)
      return read.missing ? { path, display: display2 } : fail(read.message);
    text2 = read.text;
  } else {
    try {
      (0, import_node_fs13.lstatSync)(path);
    } catch (e) {
      if (e.code === "ENOENT")
        return { path, display: display2 };
    }
    const read = readOwnFile(path, MAX_LOCK_BYTES, { folder: root, name: "the folder that holds it" });
    if (!read.ok)
      return fail(read.message);
    text2 = read.text;
  }
  if (/^(<{7}|={7}|>{7})( |$)/m.test(text2)) {
    return fail('unresolved merge conflict markers; delete the file and run "mcp-audit review" again after reading the skills');
  }
  const parsed = parseOwnJson(text2);
  if (!parsed.ok)
    return fail(`not valid JSON (${parsed.message})`);
  const lock = parseLock(parsed.data);
  if (typeof lock === "string")
    return fail(lock);
  return { path, display: display2, lock };
}
function isObject3(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function parseLock(data) {
  if (!isObject3(data))
    return "must hold a JSON object";
  if (data.version === void 0)
    return 'missing "version"';
  if (data.version !== REVIEW_LOCK_VERSION) {
    return typeof data.version === "number" && data.version > REVIEW_LOCK_VERSION ? `written by a newer mcp-audit (version ${data.version}); upgrade mcp-audit` : `unsupported "version" ${JSON.stringify(data.version)}; expected ${REVIEW_LOCK_VERSION}`;
  }
  if (!isObject3(data.skills))
    return '"skills" must be an object';
  const lock = { skills: {} };
  for (const [dir, entry] of Object.entries(data.skills)) {
    const where4 = `skills[${JSON.stringify(dir)}]`;
    if (!isObject3(entry))
      return `${where4} must be an object`;
    const files = {};
    const manifest = entry["SKILL.md"];
    if (manifest !== void 0) {
      const m = typeof manifest === "string" ? HASH.exec(manifest) : null;
      if (!m)
        return `${where4}["SKILL.md"] must be "sha256:" followed by 64 hex digits`;
      files["SKILL.md"] = m[1].toLowerCase();
    }
    if (entry.files !== void 0) {
      if (!isObject3(entry.files))
        return `${where4}.files must be an object`;
      for (const [rel, hash] of Object.entries(entry.files)) {
        const m = typeof hash === "string" ? HASH.exec(hash) : null;
        if (!m)
          return `${where4}.files[${JSON.stringify(rel)}] must be "sha256:" followed by 64 hex digits`;
        if (rel === "SKILL.md")
          continue;
        files[rel] = m[1].toLowerCase();
      }
    }
    lock.skills[dir] = { files };
  }
  if (data.scripts !== void 0) {
    if (!isObject3(data.scripts))
      return '"scripts" must be an object';
    const scripts = {};
    for (const [rel, hash] of Object.entries(data.scripts)) {
      const m = typeof hash === "string" ? HASH.exec(hash) : null;
      if (!m)
        return `scripts[${JSON.stringify(rel)}] must be "sha256:" followed by 64 hex digits`;
      scripts[rel] = m[1].toLowerCase();
    }
    lock.scripts = scripts;
  }
  return lock;
}
function formatReviewLock(lock) {
  const cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
  const q = (s) => JSON.stringify(s);
  const lines = ["{", `  "version": ${REVIEW_LOCK_VERSION},`];
  const dirs = Object.keys(lock.skills).sort(cmp);
  if (!dirs.length) {
    lines.push('  "skills": {}');
  } else {
    lines.push('  "skills": {');
    dirs.forEach((dir, i) => {
      const files = lock.skills[dir].files;
      lines.push(`    ${q(dir)}: {`);
      if (files["SKILL.md"] !== void 0)
        lines.push(`      "SKILL.md": ${q("sha256:" + files["SKILL.md"])},`);
      const rels = Object.keys(files).filter((r) => r !== "SKILL.md").sort(cmp);
      if (!rels.length) {
        lines.push('      "files": {}');
      } else {
        lines.push('      "files": {');
        rels.forEach((rel, j) => lines.push(`        ${q(rel)}: ${q("sha256:" + files[rel])}${j < rels.length - 1 ? "," : ""}`));
        lines.push("      }");
      }
      lines.push(`    }${i < dirs.length - 1 ? "," : ""}`);
    });
    lines.push("  }");
  }
  const scripts = Object.keys(lock.scripts ?? {}).sort(cmp);
  if (scripts.length) {
    lines[lines.length - 1] += ",";
    lines.push('  "scripts": {');
    scripts.forEach((rel, i) => lines.push(`    ${q(rel)}: ${q("sha256:" + lock.scripts[rel])}${i < scripts.length - 1 ? "," : ""}`));
    lines.push("  }");
  }
  lines.push("}");
  return lines.join("\n") + "\n";
}
var import_node_fs13, import_node_path11, REVIEW_LOCK_NAME, REVIEW_LOCK_VERSION, MAX_LOCK_BYTES, HASH;
var init_review_lock = __esm({
  "dist/src/skills/review-lock.js"() {
    "use strict";
    import_node_fs13 = require("node:fs");
    import_node_path11 = require("node:path");
    init_paths();
    init_git_base();
    init_own_files();
    REVIEW_LOCK_NAME = ".mcp-audit-review.json";
    REVIEW_LOCK_VERSION = 1;
    MAX_LOCK_BYTES = 16 * 1024 * 1024;
    HASH = /^sha256:([0-9a-fA-F]{64})$/;
  }
});

// dist/src/engine/cap.js
function capReports(reports, max = FINDINGS_PER_RULE_AND_FILE) {
  const groups = /* @__PURE__ */ new Map();
  for (const checked of reports) {
    const key = `${checked.rule.meta.id}\0${checked.report.source?.path ?? checked.source.path}`;
    const group = groups.get(key);
    if (group)
      group.push(checked);
    else
      groups.set(key, [checked]);
  }
  if ([...groups.values()].every((group) => group.length <= max))
    return reports;
  const kept = [];
  for (const group of groups.values()) {
    if (group.length <= max) {
      kept.push(...group);
      continue;
    }
    group.sort((a, b) => a.report.span.start - b.report.span.start || a.report.span.end - b.report.span.end);
    kept.push(...group.slice(0, max), overflow(group.slice(max), max));
  }
  return kept;
}
function overflow(rest, max) {
  const first = rest[0];
  let level = "note";
  for (const { rule, report: report6 } of rest) {
    const each = report6.level ?? rule.meta.level;
    if (RANK[each] > RANK[level])
      level = each;
  }
  const count2 = rest.length.toLocaleString("en");
  const report5 = {
    message: `${count2} more ${first.rule.meta.id} findings in this file, from here on, are not listed: mcp-audit lists at most ${max.toLocaleString("en")} of one rule in one file (--fix fixes them all).`,
    span: { start: first.report.span.start, end: first.report.span.start },
    path: [],
    level,
    fingerprintValue: `not listed: ${rest.length}`
  };
  if (first.report.source)
    report5.source = first.report.source;
  return { rule: first.rule, report: report5, source: first.source };
}
var FINDINGS_PER_RULE_AND_FILE, RANK;
var init_cap = __esm({
  "dist/src/engine/cap.js"() {
    "use strict";
    FINDINGS_PER_RULE_AND_FILE = 1e3;
    RANK = { note: 1, warning: 2, error: 3 };
  }
});

// dist/src/analysis/command-scripts.js
function wordsOf(command) {
  if (!command.command)
    return [];
  if (!command.shell)
    return [strToken(command.command), ...command.args.map((a, i) => strToken(a, i))].map((word, i) => ({ word, program: i === 0 }));
  const out = [];
  let head = true;
  for (const piece of tokenize(strToken(command.command), "posix")) {
    if ("word" in piece) {
      out.push({ word: piece.word, program: head });
      head = false;
    } else
      head = true;
  }
  return out;
}
function scriptWords(command) {
  const out = [];
  for (const { word, program } of wordsOf(command)) {
    let value = word.value;
    let base3 = "relative";
    let from = 0;
    const project = PROJECT_VARS.exec(value) ?? void 0;
    const plugin = project ? void 0 : PLUGIN_VARS.exec(value) ?? void 0;
    if (project || plugin) {
      base3 = project ? "project" : "plugin";
      from = (project ?? plugin)[0].length;
      value = value.slice(from);
    } else if (value.startsWith("./")) {
      from = 2;
      value = value.slice(2);
    } else if (!value.includes("/")) {
      continue;
    }
    if (!value || /[$*?`~\\]|^\/|(?:^|\/)\.\.(?:\/|$)|^-/.test(value))
      continue;
    if (INSTALLED.test(value))
      continue;
    if (!SCRIPT.test(value) && !program)
      continue;
    out.push({ path: value, base: base3, span: tokenSpan(word, from) });
  }
  return out;
}
var INSTALLED, SCRIPT, PROJECT_VARS, PLUGIN_VARS;
var init_command_scripts = __esm({
  "dist/src/analysis/command-scripts.js"() {
    "use strict";
    init_shell();
    INSTALLED = /(?:^|\/)(?:node_modules|bower_components|jspm_packages|\.venv|venv|\.git|\.tox)\//;
    SCRIPT = /\.(?:sh|bash|zsh|fish|py|pyw|js|mjs|cjs|ts|mts|cts|rb|pl|php|lua|ps1|psm1|cmd|bat)$/i;
    PROJECT_VARS = /^\$(?:\{(?:CLAUDE_PROJECT_DIR|GEMINI_PROJECT_DIR|CURSOR_PROJECT_DIR|PWD)\}|(?:CLAUDE_PROJECT_DIR|GEMINI_PROJECT_DIR|CURSOR_PROJECT_DIR|PWD)(?![\w]))\//;
    PLUGIN_VARS = /^\$(?:\{CLAUDE_PLUGIN_ROOT\}|CLAUDE_PLUGIN_ROOT(?![\w]))\//;
  }
});

// dist/src/engine/command-scripts.js
function projectDir(configPath) {
  const parts = configPath.split(/[\\/]/);
  const dot = parts.slice(0, -1).findIndex((p) => p.startsWith(".") && p !== "." && p !== "..");
  if (dot > 0)
    return parts.slice(0, dot).join("/") || "/";
  const dir = (0, import_node_path12.dirname)(configPath);
  return (0, import_node_path12.basename)(dir) === "hooks" ? (0, import_node_path12.dirname)(dir) : dir;
}
function regularFileInside(path, roots2) {
  const real = safeRealpath(path);
  if (!real)
    return void 0;
  try {
    if (!(0, import_node_fs14.statSync)(real).isFile())
      return void 0;
  } catch {
    return void 0;
  }
  return roots2.some((root) => isInside(real, safeRealpath(root) ?? root)) ? real : void 0;
}
function hashOf(abs) {
  try {
    return (0, import_node_fs14.statSync)(abs).size <= MAX_SKILL_FILE_BYTES ? hashContent((0, import_node_fs14.readFileSync)(abs), "script") : void 0;
  } catch {
    return void 0;
  }
}
function findCommandScripts(file, lockDir, roots2, cwd2) {
  if (file.source.display.startsWith("~/") || file.syntax === "frontmatter")
    return [];
  if (file.runsAs) {
    const abs = file.source.path;
    const script = { relPath: displayPath(abs, lockDir), source: file.source, runBy: file.runsAs, self: true, path: ["script"], span: { start: 0, end: 0 } };
    const sha2562 = hashOf(abs);
    return [sha2562 ? { ...script, sha256: sha2562 } : script];
  }
  if (!file.commands?.length)
    return [];
  const project = projectDir(file.source.path);
  const plugin = (0, import_node_path12.dirname)((0, import_node_path12.dirname)(file.source.path));
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const command of file.commands) {
    for (const word of scriptWords(command)) {
      const bases = word.base === "plugin" ? [plugin] : word.base === "project" ? [project] : [project, (0, import_node_path12.dirname)(file.source.path)];
      const abs = bases.map((b) => (0, import_node_path12.resolve)(b, word.path)).find((p) => regularFileInside(p, roots2));
      if (!abs)
        continue;
      const key = `${abs}\0${word.span.start}`;
      if (seen.has(key))
        continue;
      seen.add(key);
      const script = {
        relPath: displayPath(abs, lockDir),
        source: { path: abs, display: displayPath(abs, cwd2) },
        runBy: command.name,
        self: false,
        path: [...command.path, "runs", displayPath(abs, lockDir)],
        span: word.span
      };
      const sha2562 = hashOf(abs);
      out.push(sha2562 ? { ...script, sha256: sha2562 } : script);
    }
  }
  return out;
}
var import_node_fs14, import_node_path12;
var init_command_scripts2 = __esm({
  "dist/src/engine/command-scripts.js"() {
    "use strict";
    import_node_fs14 = require("node:fs");
    import_node_path12 = require("node:path");
    init_command_scripts();
    init_paths();
    init_skills();
  }
});

// dist/src/engine/frames.js
function codeFrame(source2, region, redaction) {
  const out = [];
  const spans = redaction.spansOf(source2.path);
  const last2 = Math.min(region.endLine, region.startLine + MAX_SNIPPET_LINES - 1);
  for (let line = region.startLine; line <= last2; line++) {
    const start = source2.lineStarts[line - 1];
    if (start === void 0)
      break;
    const length2 = lineEnd3(source2, line) - start;
    const at2 = line === region.startLine ? region.startColumn - 1 : 0;
    const from = length2 <= MAX_SNIPPET_WIDTH ? 0 : Math.max(0, Math.min(at2 - MAX_SNIPPET_WIDTH / 4, length2 - MAX_SNIPPET_WIDTH));
    const to = Math.min(length2, from + MAX_SNIPPET_WIDTH);
    const a = Math.max(0, from - REACH);
    const b = Math.min(length2, to + REACH);
    const masked2 = redaction.mask(maskSpans(source2.text, start + a, start + b, spans));
    const text2 = masked2.replace(UNPRINTABLE, (c) => "?".repeat(c.length)).slice(from - a, to - a);
    out.push(from === 0 && to === length2 ? { line, text: text2 } : { line, text: text2, column: from + 1 });
  }
  return out;
}
function lineEnd3(source2, line) {
  const next = source2.lineStarts[line];
  let end = next === void 0 ? source2.text.length : next;
  const start = source2.lineStarts[line - 1];
  while (end > start && (source2.text[end - 1] === "\n" || source2.text[end - 1] === "\r"))
    end--;
  return end;
}
function maskSpans(text2, lo, hi, spans) {
  let first = 0;
  let high = spans.length;
  while (first < high) {
    const mid = first + high >> 1;
    if (spans[mid].end <= lo)
      first = mid + 1;
    else
      high = mid;
  }
  let out = "";
  let at2 = lo;
  for (let i = first; i < spans.length && spans[i].start < hi; i++) {
    const s = spans[i];
    const keepUntil = s.start + visiblePrefix(text2.slice(s.start, s.end));
    const from = Math.max(s.start, lo);
    const to = Math.min(s.end, hi);
    const shown = Math.min(Math.max(keepUntil, from), to);
    out += text2.slice(at2, shown) + "*".repeat(to - shown);
    at2 = to;
  }
  return out + text2.slice(at2, hi);
}
var MAX_SNIPPET_LINES, MAX_SNIPPET_WIDTH, REACH, CodeFrames;
var init_frames = __esm({
  "dist/src/engine/frames.js"() {
    "use strict";
    init_printable();
    init_redact();
    MAX_SNIPPET_LINES = 4;
    MAX_SNIPPET_WIDTH = 160;
    REACH = SECRET_PIECE;
    CodeFrames = class {
      redaction;
      constructor(redaction) {
        this.redaction = redaction;
      }
      draw(source2, finding) {
        return codeFrame(source2, finding.region, this.redaction);
      }
    };
  }
});

// dist/src/engine/redaction.js
var Redaction;
var init_redaction = __esm({
  "dist/src/engine/redaction.js"() {
    "use strict";
    init_hardcoded_secret();
    init_secrets_in_line();
    init_redact();
    Redaction = class {
      secretRuleRan;
      masker = new Masker();
      files = /* @__PURE__ */ new Map();
      learned = /* @__PURE__ */ new Set();
      /** secret spans per file (by absolute path), sorted, disjoint: masked by position too, however short */
      spans = /* @__PURE__ */ new Map();
      /** what the backstop saw on each short line, for files that repeat lines (configs copied across packages) */
      lines = /* @__PURE__ */ new Map();
      /** `secretRuleRan`: whether the scan ran the secret rule on configs (else the masker runs it itself, per file) */
      constructor(secretRuleRan = true) {
        this.secretRuleRan = secretRuleRan;
      }
      /** A file the scan read (again once parsed, with its model): its secrets are learned when an output first talks
       * about it. */
      register(path, text2, config) {
        if (!this.files.has(path) || config)
          this.files.set(path, config ? { text: text2, config } : { text: text2 });
      }
      /** A skill's SKILL.md, the scripts whose text was read, and its other text files. */
      registerSkill(skill) {
        this.register(skill.manifest.path, skill.manifest.text);
        for (const script of skill.scripts)
          if (script.text !== void 0)
            this.register(script.source.path, script.text);
        for (const text2 of skill.texts ?? [])
          this.register(text2.source.path, text2.text);
      }
      /** A secret a rule reported: `[start, end)` of the file at `path`, and the values it goes by. */
      report(path, span, values) {
        this.addSpan(path, span);
        for (const value of values)
          if (value)
            this.masker.add(value);
      }
      /** Reads a file for secrets, once: the secret rule when the scan did not run it, and the backstop over every line. */
      learn(path) {
        if (this.learned.has(path))
          return;
        this.learned.add(path);
        const file = this.files.get(path);
        if (!file)
          return;
        if (!this.secretRuleRan && file.config) {
          try {
            for (const r of hardcodedSecret.checkConfig(file.config, { options: {}, reviewLock: void 0 })) {
              if (r.secret)
                this.report(path, r.span, [file.text.slice(r.span.start, r.span.end), r.secret.value]);
            }
          } catch {
          }
        }
        for (const span of secretsInText(file.text, tokenFormats, this.lines))
          this.report(path, span, [file.text.slice(span.start, span.end)]);
      }
      /** `text` with every known secret masked; `file` (an absolute path) makes sure that file's secrets are known. */
      mask(text2, file) {
        if (file !== void 0)
          this.learn(file);
        return this.masker.mask(text2);
      }
      /** The secret spans of a file, sorted by start and disjoint. */
      spansOf(path) {
        this.learn(path);
        return this.spans.get(path) ?? [];
      }
      /**
       * Findings as a report may print them: the text of their edits masked too. An edit that held a secret (a launch
       * spec copied with its token) would no longer write what it says, so such a fix keeps its description and loses its
       * edits in the report; `--fix` itself works on the findings as the scan made them.
       */
      forReport(findings) {
        const safe = (fix) => {
          const masked2 = fix.edits.map((e) => ({ ...e, text: this.mask(e.text) }));
          if (masked2.every((e, i) => e.text === fix.edits[i].text))
            return fix;
          return { ...fix, description: `${fix.description} (its edits are left out: they hold a secret)`, edits: [] };
        };
        return findings.map((f) => {
          if (!f.fix && !f.suggestions?.length)
            return f;
          const out = { ...f };
          if (f.fix)
            out.fix = safe(f.fix);
          if (f.suggestions)
            out.suggestions = f.suggestions.map(safe);
          return out;
        });
      }
      addSpan(path, span) {
        if (span.end <= span.start)
          return;
        const list = this.spans.get(path);
        if (!list) {
          this.spans.set(path, [span]);
          return;
        }
        let lo = 0;
        let hi = list.length;
        while (lo < hi) {
          const mid = lo + hi >> 1;
          if (list[mid].end <= span.start)
            lo = mid + 1;
          else
            hi = mid;
        }
        if (lo < list.length && list[lo].start < span.end)
          return;
        list.splice(lo, 0, span);
      }
    };
  }
});

// dist/src/engine/engine.js
var engine_exports = {};
__export(engine_exports, {
  compareFindings: () => compareFindings,
  fingerprintFile: () => fingerprintFile,
  formatPath: () => formatPath2,
  scan: () => scan
});
function followReferences(file, found2, options2) {
  for (const ref of file.references ?? []) {
    const target = referencedConfig(file.source.path, ref.path, found2.roots);
    if (!target.ok) {
      file.problems.push({ message: target.message, span: ref.span, path: ref.at, level: "warning" });
      continue;
    }
    const display2 = displayPath(target.path, options2.cwd);
    if (found2.configs.some((c) => c.path === target.path) || options2.ignore?.(display2))
      continue;
    found2.configs.push({ path: target.path, display: display2, host: target.host });
  }
}
function toScan(options2) {
  const found2 = options2.stdin && !options2.paths.length ? { configs: [], skillDirs: /* @__PURE__ */ new Map(), notices: [], roots: [options2.cwd], gitignored: 0 } : discover(options2.paths, options2.cwd, { gitignore: options2.gitignore ?? true });
  const stdin = options2.stdin;
  if (stdin)
    found2.configs = [...found2.configs.filter((c) => c.path !== stdin.path), stdin];
  const seen = new Set(found2.configs.map((c) => c.path));
  found2.configs.push(...(options2.userConfigs ?? []).filter((c) => !seen.has(c.path)));
  const ignoredNamed = [];
  if (options2.ignore) {
    const ignored = options2.ignore;
    for (const c of found2.configs)
      if (c.given && ignored(c.display))
        ignoredNamed.push(c.display);
    found2.configs = found2.configs.filter((c) => !ignored(c.display));
    found2.notices = found2.notices.filter((n) => !ignored(n.display));
    for (const dir of found2.skillDirs.keys())
      if (ignored(displayPath(dir, options2.cwd)))
        found2.skillDirs.delete(dir);
  }
  return { ...found2, ignoredNamed };
}
function reviewLocks(found2, options2) {
  const locks = /* @__PURE__ */ new Map();
  const lockFor = (root) => {
    if (!locks.has(root)) {
      const lockDir = reviewLockDir(root, options2.base);
      const lock = loadReviewLock(lockDir, options2.cwd, options2.base);
      if (lock.problem)
        found2.notices.push({ path: lock.path, display: lock.display, message: lock.problem, level: "error" });
      locks.set(root, { dir: lockDir, lock: lock.lock });
    }
    return locks.get(root);
  };
  const rootOf = (path) => found2.roots.filter((r) => isInside(path, r)).sort((a, b) => b.length - a.length)[0] ?? options2.cwd;
  const lockForConfig = (file) => {
    if (!file.commands?.length && !file.runsAs || file.source.display.startsWith("~/"))
      return void 0;
    const { dir, lock } = lockFor(rootOf(file.source.path));
    const scripts = findCommandScripts(file, dir, found2.roots.length ? found2.roots : [options2.cwd], options2.cwd);
    if (scripts.length)
      file.commandScripts = scripts;
    return lock;
  };
  return { lockFor, lockForConfig };
}
function scan(options2) {
  const found2 = toScan(options2);
  const redaction = new Redaction(options2.rules.some((r) => r.meta.id === SECRET_RULE));
  const result2 = {
    findings: [],
    configs: [],
    skills: [],
    notices: found2.notices,
    internalErrors: [],
    unchecked: [],
    roots: found2.roots,
    redaction,
    gitignored: found2.gitignored,
    ignoredNamed: found2.ignoredNamed
  };
  const reports = [];
  const run = (rule, what2, check6, source2) => {
    try {
      for (const report5 of check6())
        reports.push({ rule, report: report5, source: source2 });
    } catch (e) {
      result2.internalErrors.push(redaction.mask(`rule ${rule.meta.id} failed on ${what2}: ${e.stack ?? e}`, source2.path));
    }
  };
  const contextFor = (rule, reviewLock) => ({
    options: options2.ruleSettings?.[rule.meta.id]?.options ?? {},
    reviewLock,
    ...options2.policy ? { policy: options2.policy } : {}
  });
  const { lockFor, lockForConfig } = reviewLocks(found2, options2);
  const checkConfig = (file) => {
    result2.configs.push(file);
    redaction.register(file.source.path, file.source.text, file);
    const lock = lockForConfig(file);
    for (const rule of options2.rules) {
      if (rule.checkConfig)
        run(rule, file.source.display, () => rule.checkConfig(file, contextFor(rule, lock)), file.source);
    }
  };
  for (const candidate of found2.configs) {
    const read = candidate.text !== void 0 ? { ok: true, source: makeSource(candidate.path, candidate.display, candidate.text) } : readSource(candidate.path, candidate.display, candidate.maxBytes);
    if (!read.ok) {
      found2.notices.push({ path: candidate.path, display: candidate.display, message: read.message, level: read.level });
      continue;
    }
    let file;
    redaction.register(read.source.path, read.source.text);
    try {
      file = candidate.host.parse(read.source);
    } catch (e) {
      result2.internalErrors.push(redaction.mask(`parser for ${candidate.host.name} failed on ${candidate.display}: ${e.stack ?? e}`, read.source.path));
      continue;
    }
    followReferences(file, found2, options2);
    checkConfig(file);
  }
  for (const [dir, root] of found2.skillDirs) {
    const { dir: lockDir, lock } = lockFor(root);
    const read = readSkill(dir, root, options2.cwd);
    found2.notices.push(...read.notices);
    if (!read.skill)
      continue;
    const skill = { ...read.skill, dir: displayPath(dir, lockDir) };
    result2.skills.push(skill);
    redaction.registerSkill(skill);
    for (const rule of options2.rules) {
      if (rule.checkSkill)
        run(rule, skill.dir, () => rule.checkSkill(skill, contextFor(rule, lock)), skill.manifest);
    }
    const hooks = skillHooks.parse(skill.manifest);
    if (hooks.commands)
      checkConfig(hooks);
  }
  const invalid = options2.rules.find((r) => r.meta.id === "invalid-config");
  if (invalid)
    reports.push(...noticeReports(found2.notices, invalid));
  else
    result2.unchecked = found2.notices.filter((notice) => notice.level === "error");
  const fileKey = fingerprintFile(options2.fingerprintRoot);
  const listed = { reports, max: options2.findingsPerRule ?? FINDINGS_PER_RULE_AND_FILE };
  const { findings, drawCodeFrames } = toFindings(listed, options2.ruleSettings ?? {}, result2.configs, redaction, fileKey);
  markTemplates(findings, found2.configs);
  if (options2.codeFrames ?? true)
    drawCodeFrames(findings);
  return { ...result2, findings, drawCodeFrames };
}
function noticeReports(notices, invalid) {
  return notices.map((notice) => ({
    rule: invalid,
    source: makeSource(notice.path, notice.display, ""),
    report: { message: notice.message, span: { start: 0, end: 0 }, path: [], level: notice.level }
  }));
}
function fingerprintFile(root) {
  if (root === void 0)
    return (source2) => source2.display;
  const names = /* @__PURE__ */ new Map();
  return (source2) => {
    let name = names.get(source2.path);
    if (name === void 0) {
      name = isInside(source2.path, root) ? slashed((0, import_node_path13.relative)(root, source2.path)) || "." : source2.display;
      names.set(source2.path, name);
    }
    return name;
  };
}
function markTemplates(findings, configs) {
  const templates = new Map(configs.filter((c) => c.template).map((c) => [c.display, c.template]));
  if (!templates.size)
    return;
  for (const finding of findings) {
    const imitated = templates.get(finding.file);
    if (imitated)
      finding.message += ` (this file is a template for ${imitated}: whoever copies it gets this too)`;
  }
}
function toFindings({ reports: all, max }, settings, configs, redaction, fileKey) {
  for (const { report: report5, source: source2 } of all) {
    if (!report5.sensitive && !report5.secret)
      continue;
    const file = report5.source ?? source2;
    const at2 = file.text ?? (file.path === source2.path ? source2.text : void 0);
    redaction.report(file.path, report5.span, report5.secret ? [at2?.slice(report5.span.start, report5.span.end), report5.secret.value] : []);
  }
  for (const { report: report5, source: source2 } of all)
    redaction.learn(report5.source?.path ?? source2.path);
  const reports = capReports(all, max);
  const frameSources = /* @__PURE__ */ new WeakMap();
  const configSources = new Map(configs.map((c) => [c.source.display, c.source]));
  const displays = new Map(reports.map(({ source: source2 }) => [source2.path, source2.display]));
  const ordinals = /* @__PURE__ */ new Map();
  const findings = reports.map(({ rule, report: raw, source: checked }) => {
    const source2 = raw.source?.lineStarts ? raw.source : raw.source ? makeSource(raw.source.path, raw.source.display, "") : checked;
    const mask = (text2) => redaction.mask(text2, source2.path);
    const clamp = (n) => Math.min(Math.max(n, 0), source2.text.length);
    const report5 = { ...raw, span: { start: clamp(raw.span.start), end: clamp(Math.max(raw.span.end, raw.span.start)) } };
    const location = mask(formatPath2(report5.path));
    const level = settings[rule.meta.id]?.level ?? report5.level ?? rule.meta.level;
    const finding = {
      ruleId: rule.meta.id,
      level,
      message: mask(report5.message),
      file: source2.display,
      span: report5.span,
      region: regionOf(source2, report5.span),
      location,
      fingerprint: ""
    };
    finding.fingerprint = fingerprintOf(finding, fileKey(source2), report5, mask(report5.fingerprintValue ?? source2.text.slice(report5.span.start, report5.span.end)), ordinals);
    if (report5.provenance)
      finding.provenance = mask(report5.provenance);
    if (report5.fix)
      finding.fix = displayEdits(report5.fix, displays, mask);
    if (report5.suggestions?.length)
      finding.suggestions = report5.suggestions.map((s) => displayEdits(s, displays, mask));
    if (report5.related?.length)
      finding.related = report5.related.map((r) => ({ file: r.source.display, message: mask(r.message) }));
    frameSources.set(finding, source2);
    return finding;
  });
  const frames = new CodeFrames(redaction);
  const drawCodeFrames = (shown) => {
    for (const finding of shown) {
      const source2 = frameSources.get(finding) ?? configSources.get(finding.file);
      if (!finding.snippet && source2?.text)
        finding.snippet = frames.draw(source2, finding);
    }
  };
  return { findings: findings.sort(compareFindings), drawCodeFrames };
}
function fingerprintOf(finding, file, report5, maskedValue, ordinals) {
  if (!report5.secret)
    return fingerprint(finding.ruleId, file, finding.location, maskedValue);
  const key = `${finding.ruleId}\0${file}\0${finding.location}\0secret:${report5.secret.kind}`;
  const rank = ordinals.get(key) ?? 0;
  ordinals.set(key, rank + 1);
  return fingerprint(finding.ruleId, file, finding.location, `secret:${report5.secret.kind}#${rank}`);
}
function displayEdits(fix, displays, mask) {
  return { ...fix, description: mask(fix.description), edits: fix.edits.map((e) => ({ ...e, file: displays.get(e.file) ?? e.file })) };
}
function compareFindings(a, b) {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.span.start - b.span.start || a.span.end - b.span.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}
function formatPath2(path) {
  return path.map((seg, i) => typeof seg === "number" ? `[${seg}]` : /^[A-Za-z_$][\w$-]*$/.test(seg) ? `${i ? "." : ""}${seg}` : `[${JSON.stringify(seg)}]`).join("");
}
function fingerprint(ruleId, file, location, value) {
  const valueHash = (0, import_node_crypto3.createHash)("sha256").update(value).digest("hex");
  return (0, import_node_crypto3.createHash)("sha256").update(`${ruleId}\0${file}\0${location}\0${valueHash}`).digest("hex").slice(0, 32);
}
var import_node_crypto3, import_node_path13, SECRET_RULE;
var init_engine = __esm({
  "dist/src/engine/engine.js"() {
    "use strict";
    import_node_crypto3 = require("node:crypto");
    import_node_path13 = require("node:path");
    init_discover();
    init_paths();
    init_read();
    init_plugins();
    init_review_lock();
    init_skills();
    init_source();
    init_cap();
    init_command_scripts2();
    init_frontmatter_hooks();
    init_frames();
    init_redaction();
    SECRET_RULE = "hardcoded-secret";
  }
});

// dist/src/engine/settings-file.js
function exists(path) {
  try {
    (0, import_node_fs15.lstatSync)(path);
    return true;
  } catch {
    return false;
  }
}
function foldersAbove(root) {
  const chain = [];
  for (let dir = root; ; ) {
    chain.push(dir);
    if (exists((0, import_node_path14.join)(dir, ".git")))
      return chain;
    const parent = (0, import_node_path14.dirname)(dir);
    if (parent === dir)
      return [root];
    dir = parent;
  }
}
function settingsIn(folder) {
  const present = SETTINGS_NAMES.filter((name) => exists((0, import_node_path14.join)(folder, name)));
  if (present.length > 1)
    throw new UsageError(`both ${present.join(" and ")} in ${folder}: keep one`);
  return present.length ? (0, import_node_path14.join)(folder, present[0]) : void 0;
}
function findSettingsFile(roots2, cwd2) {
  for (const root of roots2.length ? roots2 : [cwd2]) {
    for (const folder of foldersAbove(root)) {
      const path2 = settingsIn(folder);
      if (path2)
        return { path: path2, within: { folder, name: folder === root ? "the scan root" : "the folder it was found in" } };
    }
  }
  const path = roots2.length ? settingsIn(cwd2) : void 0;
  return path ? { path, within: { folder: cwd2, name: "the current directory" } } : void 0;
}
function settingsCandidates(roots2, cwd2) {
  const folders = [...(roots2.length ? roots2 : [cwd2]).flatMap(foldersAbove), cwd2];
  return [...new Set(folders)].flatMap((folder) => SETTINGS_NAMES.map((name) => (0, import_node_path14.join)(folder, name)));
}
function parseSettingsText(text2, path, display2) {
  const errors = [];
  let data;
  try {
    data = parse2(text2, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  } catch {
    throw new UsageError(`settings file ${display2} is nested too deeply to read`);
  }
  const first = errors[0];
  if (!first)
    return data;
  const source2 = makeSource(path, display2, text2);
  const offset = Math.min(first.offset, text2.length);
  const at2 = positionAt(source2, offset);
  const what2 = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const named = SETTINGS_NAMES.includes((0, import_node_path14.basename)(path));
  throw new UsageError(`settings file ${display2} is not valid JSON: ${what2} at line ${at2.line}, column ${at2.column}`, void 0, named ? frameAt(source2, offset, path) : void 0);
}
function frameAt(source2, offset, path) {
  const redaction = new Redaction(false);
  redaction.register(path, source2.text);
  redaction.learn(path);
  const region = { ...regionAt(source2, offset) };
  const lines = codeFrame(source2, region, redaction);
  const line = lines[0];
  if (!line)
    return "";
  const gutter = " ".repeat(String(line.line).length);
  const caretAt = region.startColumn - (line.column ?? 1);
  const pad = line.text.slice(0, Math.max(caretAt, 0)).replace(/[^\t]/g, " ");
  return [`${gutter} |`, `${line.line} | ${printable(line.text)}`, `${gutter} | ${pad}^`].join("\n");
}
function regionAt(source2, offset) {
  const at2 = positionAt(source2, offset);
  return { startLine: at2.line, startColumn: at2.column, endLine: at2.line, endColumn: at2.column + 1 };
}
var import_node_fs15, import_node_path14, SETTINGS_NAMES;
var init_settings_file = __esm({
  "dist/src/engine/settings-file.js"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    import_node_path14 = require("node:path");
    init_main();
    init_discover();
    init_source();
    init_printable();
    init_frames();
    init_redaction();
    SETTINGS_NAMES = [".mcp-audit.json", ".mcp-audit.jsonc"];
  }
});

// dist/src/engine/policy-file.js
function patternLayer(policy, source2, at2) {
  const entries = (list, key) => list?.map((text2, i) => {
    const entry = parsePolicyPattern(text2);
    if (typeof entry === "string")
      throw new UsageError(`${at2}${key}[${i}] "${printable(text2)}" ${entry}; ${PATTERN_HELP}`);
    return entry;
  });
  const allow = entries(policy.allow, "allow");
  return { source: source2, ...allow ? { allow } : {}, deny: entries(policy.deny, "deny") ?? [] };
}
function managedEntry(value, where4) {
  const keys = isObject4(value) ? Object.keys(value) : [];
  const known = keys.filter((k) => k === "serverName" || k === "serverCommand" || k === "serverUrl");
  if (!isObject4(value) || known.length !== 1 || keys.length !== 1) {
    throw new UsageError(`${where4} must be an object with exactly one of serverName, serverCommand, serverUrl`);
  }
  const v = value[known[0]];
  if (known[0] === "serverCommand") {
    if (!Array.isArray(v) || !v.length || !v.every((w) => typeof w === "string"))
      throw new UsageError(`${where4}.serverCommand must be a non-empty array of strings (the exact command and its arguments)`);
    return argvEntry(v);
  }
  if (typeof v !== "string" || !v.trim())
    throw new UsageError(`${where4}.${known[0]} must be a non-empty string`);
  if (known[0] === "serverName")
    return { kind: "name", text: `serverName "${v}"`, test: (name) => name === v };
  const url = parsePolicyPattern(v);
  if (typeof url === "string" || url.kind !== "url")
    throw new UsageError(`${where4}.serverUrl "${printable(v)}" is not a URL pattern (scheme://host/path, * as a wildcard)`);
  return { ...url, text: `serverUrl "${v}"`, test: wildcardUrl(v) };
}
function wildcardUrl(pattern) {
  const entry = parsePolicyPattern(pattern);
  return typeof entry === "string" ? wildcard(pattern) : entry.test;
}
function managedLayer(data, source2, where4) {
  const list = (key) => {
    const value = data[key];
    if (value === void 0)
      return void 0;
    if (!Array.isArray(value))
      throw new UsageError(`${where4}: ${key} must be an array`);
    return value.map((item, i) => managedEntry(item, `${where4}: ${key}[${i}]`));
  };
  const allow = list("allowedMcpServers");
  return { source: source2, ...allow ? { allow } : {}, deny: list("deniedMcpServers") ?? [], managed: true };
}
function stringList(value, where4) {
  if (value === void 0)
    return void 0;
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string"))
    throw new UsageError(`${where4} must be an array of pattern strings`);
  return value;
}
function policyFileLayer(data, display2) {
  const where4 = `policy file ${display2}`;
  if (!isObject4(data))
    throw new UsageError(`${where4}: must be a JSON object`);
  if ("allowedMcpServers" in data || "deniedMcpServers" in data) {
    if ("policy" in data || "allow" in data || "deny" in data)
      throw new UsageError(`${where4}: has both Claude Code's allowedMcpServers/deniedMcpServers and mcp-audit's policy: keep one`);
    return managedLayer(data, display2, where4);
  }
  const inner = "policy" in data ? data.policy : data;
  const at2 = "policy" in data ? `${where4}: policy.` : `${where4}: `;
  if (!isObject4(inner) || !("allow" in inner || "deny" in inner)) {
    throw new UsageError(`${where4}: holds no policy: expected "policy": { "allow": [...], "deny": [...] }, top-level "allow"/"deny", or Claude Code's "allowedMcpServers"/"deniedMcpServers"`);
  }
  const unknown = Object.keys(inner).filter((k) => k !== "allow" && k !== "deny" && !(inner === data && (k === "$schema" || k === "description")));
  if (unknown.length)
    throw new UsageError(`${where4}: unknown key "${printable(unknown[0])}" in the policy (allow and deny are read)`);
  return patternLayer({ allow: stringList(inner.allow, `${at2}allow`), deny: stringList(inner.deny, `${at2}deny`) }, display2, at2);
}
function readPolicyFile(given, cwd2, base3) {
  const path = (0, import_node_path15.resolve)(cwd2, given);
  let text2;
  const atBase = base3 ? readAtBase(base3, path, MAX_POLICY_BYTES) : void 0;
  if (atBase && (atBase.ok || !atBase.message.startsWith("outside the repository"))) {
    if (!atBase.ok && atBase.missing)
      return { note: `policy file ${given} is not in ${base3.ref}: its policy is not applied` };
    if (!atBase.ok)
      throw new UsageError(`cannot read policy file ${given}: ${atBase.message}`);
    text2 = atBase.text;
  } else {
    const read = readOwnFile(path, MAX_POLICY_BYTES);
    if (!read.ok)
      throw new UsageError(`--policy ${given}: ${read.message}`);
    text2 = read.text;
  }
  return { layer: policyFileLayer(parseSettingsText(text2, path, given), given) };
}
function scanPolicy(settings, settingsDisplay, policyFiles, cwd2, base3) {
  const layers = [];
  const notes = [];
  if (settings?.policy)
    layers.push(patternLayer(settings.policy, settingsDisplay, `settings file ${settingsDisplay}: policy.`));
  for (const file of policyFiles) {
    const { layer: layer2, note: note2 } = readPolicyFile(file, cwd2, base3);
    if (layer2)
      layers.push(layer2);
    if (note2)
      notes.push(note2);
  }
  return layers.length ? { policy: { layers }, notes } : { notes };
}
var import_node_path15, MAX_POLICY_BYTES, isObject4;
var init_policy_file = __esm({
  "dist/src/engine/policy-file.js"() {
    "use strict";
    import_node_path15 = require("node:path");
    init_discover();
    init_own_files();
    init_git_base();
    init_policy();
    init_printable();
    init_settings_file();
    MAX_POLICY_BYTES = 1024 * 1024;
    isObject4 = (v) => !!v && typeof v === "object" && !Array.isArray(v);
  }
});

// dist/src/engine/settings-validator.js
var settings_validator_exports = {};
__export(settings_validator_exports, {
  default: () => settings_validator_default,
  validate: () => validate2
});
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "rules" || key0 === "ignore" || key0 === "policy" || key0 === "ignoreFindings")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      if (typeof data.$schema !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data1 = data.rules;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          if (!func2.call(schema11.properties.rules.properties, key1)) {
            const err2 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data1["hardcoded-secret"] !== void 0) {
          let data2 = data1["hardcoded-secret"];
          const _errs8 = errors;
          let valid2 = false;
          const _errs9 = errors;
          if (!(data2 === "off" || data2 === "error" || data2 === "warning" || data2 === "warn" || data2 === "note")) {
            const err3 = { instancePath: instancePath + "/rules/hardcoded-secret", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["hardcoded-secret"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          var _valid0 = _errs9 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const _errs10 = errors;
            if (Array.isArray(data2)) {
              if (data2.length > 2) {
                const err4 = { instancePath: instancePath + "/rules/hardcoded-secret", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              if (data2.length < 1) {
                const err5 = { instancePath: instancePath + "/rules/hardcoded-secret", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
              const len0 = data2.length;
              if (!(len0 <= 2)) {
                const err6 = { instancePath: instancePath + "/rules/hardcoded-secret", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
              const len1 = data2.length;
              if (len1 > 0) {
                let data3 = data2[0];
                if (!(data3 === "off" || data3 === "default" || data3 === "error" || data3 === "warning" || data3 === "warn" || data3 === "note")) {
                  const err7 = { instancePath: instancePath + "/rules/hardcoded-secret/0", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["hardcoded-secret"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              }
              if (len1 > 1) {
                let data4 = data2[1];
                if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                  for (const key2 in data4) {
                    const err8 = { instancePath: instancePath + "/rules/hardcoded-secret/1", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                } else {
                  const err9 = { instancePath: instancePath + "/rules/hardcoded-secret/1", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              }
            } else {
              const err10 = { instancePath: instancePath + "/rules/hardcoded-secret", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            var _valid0 = _errs10 === errors;
            valid2 = valid2 || _valid0;
          }
          if (!valid2) {
            const err11 = { instancePath: instancePath + "/rules/hardcoded-secret", schemaPath: "#/properties/rules/properties/hardcoded-secret/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          } else {
            errors = _errs8;
            if (vErrors !== null) {
              if (_errs8) {
                vErrors.length = _errs8;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["unpinned-package"] !== void 0) {
          let data5 = data1["unpinned-package"];
          const _errs17 = errors;
          let valid4 = false;
          const _errs18 = errors;
          if (!(data5 === "off" || data5 === "error" || data5 === "warning" || data5 === "warn" || data5 === "note")) {
            const err12 = { instancePath: instancePath + "/rules/unpinned-package", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["unpinned-package"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          var _valid1 = _errs18 === errors;
          valid4 = valid4 || _valid1;
          if (!valid4) {
            const _errs19 = errors;
            if (Array.isArray(data5)) {
              if (data5.length > 2) {
                const err13 = { instancePath: instancePath + "/rules/unpinned-package", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data5.length < 1) {
                const err14 = { instancePath: instancePath + "/rules/unpinned-package", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              const len2 = data5.length;
              if (!(len2 <= 2)) {
                const err15 = { instancePath: instancePath + "/rules/unpinned-package", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              const len3 = data5.length;
              if (len3 > 0) {
                let data6 = data5[0];
                if (!(data6 === "off" || data6 === "default" || data6 === "error" || data6 === "warning" || data6 === "warn" || data6 === "note")) {
                  const err16 = { instancePath: instancePath + "/rules/unpinned-package/0", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["unpinned-package"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (len3 > 1) {
                let data7 = data5[1];
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                  for (const key3 in data7) {
                    if (!(key3 === "allow")) {
                      const err17 = { instancePath: instancePath + "/rules/unpinned-package/1", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                  if (data7.allow !== void 0) {
                    let data8 = data7.allow;
                    if (Array.isArray(data8)) {
                      const len4 = data8.length;
                      for (let i0 = 0; i0 < len4; i0++) {
                        if (!(typeof data8[i0] === "string")) {
                          const err18 = { instancePath: instancePath + "/rules/unpinned-package/1/allow/" + i0, schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/items/1/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err18];
                          } else {
                            vErrors.push(err18);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err19 = { instancePath: instancePath + "/rules/unpinned-package/1/allow", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/items/1/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err20 = { instancePath: instancePath + "/rules/unpinned-package/1", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
            } else {
              const err21 = { instancePath: instancePath + "/rules/unpinned-package", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            var _valid1 = _errs19 === errors;
            valid4 = valid4 || _valid1;
          }
          if (!valid4) {
            const err22 = { instancePath: instancePath + "/rules/unpinned-package", schemaPath: "#/properties/rules/properties/unpinned-package/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          } else {
            errors = _errs17;
            if (vErrors !== null) {
              if (_errs17) {
                vErrors.length = _errs17;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["missing-read-only"] !== void 0) {
          let data10 = data1["missing-read-only"];
          const _errs30 = errors;
          let valid9 = false;
          const _errs31 = errors;
          if (!(data10 === "off" || data10 === "error" || data10 === "warning" || data10 === "warn" || data10 === "note")) {
            const err23 = { instancePath: instancePath + "/rules/missing-read-only", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["missing-read-only"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          var _valid2 = _errs31 === errors;
          valid9 = valid9 || _valid2;
          if (!valid9) {
            const _errs32 = errors;
            if (Array.isArray(data10)) {
              if (data10.length > 2) {
                const err24 = { instancePath: instancePath + "/rules/missing-read-only", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
              if (data10.length < 1) {
                const err25 = { instancePath: instancePath + "/rules/missing-read-only", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              const len5 = data10.length;
              if (!(len5 <= 2)) {
                const err26 = { instancePath: instancePath + "/rules/missing-read-only", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
              const len6 = data10.length;
              if (len6 > 0) {
                let data11 = data10[0];
                if (!(data11 === "off" || data11 === "default" || data11 === "error" || data11 === "warning" || data11 === "warn" || data11 === "note")) {
                  const err27 = { instancePath: instancePath + "/rules/missing-read-only/0", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["missing-read-only"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (len6 > 1) {
                let data12 = data10[1];
                if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                  for (const key4 in data12) {
                    if (!(key4 === "allowWrite")) {
                      const err28 = { instancePath: instancePath + "/rules/missing-read-only/1", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                  }
                  if (data12.allowWrite !== void 0) {
                    let data13 = data12.allowWrite;
                    if (Array.isArray(data13)) {
                      const len7 = data13.length;
                      for (let i1 = 0; i1 < len7; i1++) {
                        if (typeof data13[i1] !== "string") {
                          const err29 = { instancePath: instancePath + "/rules/missing-read-only/1/allowWrite/" + i1, schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/items/1/properties/allowWrite/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err29];
                          } else {
                            vErrors.push(err29);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err30 = { instancePath: instancePath + "/rules/missing-read-only/1/allowWrite", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/items/1/properties/allowWrite/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/rules/missing-read-only/1", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            } else {
              const err32 = { instancePath: instancePath + "/rules/missing-read-only", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            var _valid2 = _errs32 === errors;
            valid9 = valid9 || _valid2;
          }
          if (!valid9) {
            const err33 = { instancePath: instancePath + "/rules/missing-read-only", schemaPath: "#/properties/rules/properties/missing-read-only/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          } else {
            errors = _errs30;
            if (vErrors !== null) {
              if (_errs30) {
                vErrors.length = _errs30;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["env-var-without-default"] !== void 0) {
          let data15 = data1["env-var-without-default"];
          const _errs43 = errors;
          let valid14 = false;
          const _errs44 = errors;
          if (!(data15 === "off" || data15 === "error" || data15 === "warning" || data15 === "warn" || data15 === "note")) {
            const err34 = { instancePath: instancePath + "/rules/env-var-without-default", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["env-var-without-default"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          var _valid3 = _errs44 === errors;
          valid14 = valid14 || _valid3;
          if (!valid14) {
            const _errs45 = errors;
            if (Array.isArray(data15)) {
              if (data15.length > 2) {
                const err35 = { instancePath: instancePath + "/rules/env-var-without-default", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (data15.length < 1) {
                const err36 = { instancePath: instancePath + "/rules/env-var-without-default", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
              const len8 = data15.length;
              if (!(len8 <= 2)) {
                const err37 = { instancePath: instancePath + "/rules/env-var-without-default", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              const len9 = data15.length;
              if (len9 > 0) {
                let data16 = data15[0];
                if (!(data16 === "off" || data16 === "default" || data16 === "error" || data16 === "warning" || data16 === "warn" || data16 === "note")) {
                  const err38 = { instancePath: instancePath + "/rules/env-var-without-default/0", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["env-var-without-default"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
              if (len9 > 1) {
                let data17 = data15[1];
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                  for (const key5 in data17) {
                    if (!(key5 === "checkEnvAndHeaders" || key5 === "assumeSet")) {
                      const err39 = { instancePath: instancePath + "/rules/env-var-without-default/1", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                  if (data17.checkEnvAndHeaders !== void 0) {
                    if (typeof data17.checkEnvAndHeaders !== "boolean") {
                      const err40 = { instancePath: instancePath + "/rules/env-var-without-default/1/checkEnvAndHeaders", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/properties/checkEnvAndHeaders/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                  if (data17.assumeSet !== void 0) {
                    let data19 = data17.assumeSet;
                    if (Array.isArray(data19)) {
                      const len10 = data19.length;
                      for (let i2 = 0; i2 < len10; i2++) {
                        let data20 = data19[i2];
                        if (typeof data20 === "string") {
                          if (!pattern0.test(data20)) {
                            const err41 = { instancePath: instancePath + "/rules/env-var-without-default/1/assumeSet/" + i2, schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/properties/assumeSet/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' };
                            if (vErrors === null) {
                              vErrors = [err41];
                            } else {
                              vErrors.push(err41);
                            }
                            errors++;
                          }
                        } else {
                          const err42 = { instancePath: instancePath + "/rules/env-var-without-default/1/assumeSet/" + i2, schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/properties/assumeSet/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err42];
                          } else {
                            vErrors.push(err42);
                          }
                          errors++;
                        }
                      }
                      let i3 = data19.length;
                      let j0;
                      if (i3 > 1) {
                        const indices0 = {};
                        for (; i3--; ) {
                          let item0 = data19[i3];
                          if (typeof item0 !== "string") {
                            continue;
                          }
                          if (typeof indices0[item0] == "number") {
                            j0 = indices0[item0];
                            const err43 = { instancePath: instancePath + "/rules/env-var-without-default/1/assumeSet", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/properties/assumeSet/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)" };
                            if (vErrors === null) {
                              vErrors = [err43];
                            } else {
                              vErrors.push(err43);
                            }
                            errors++;
                            break;
                          }
                          indices0[item0] = i3;
                        }
                      }
                    } else {
                      const err44 = { instancePath: instancePath + "/rules/env-var-without-default/1/assumeSet", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/properties/assumeSet/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err45 = { instancePath: instancePath + "/rules/env-var-without-default/1", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
            } else {
              const err46 = { instancePath: instancePath + "/rules/env-var-without-default", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            var _valid3 = _errs45 === errors;
            valid14 = valid14 || _valid3;
          }
          if (!valid14) {
            const err47 = { instancePath: instancePath + "/rules/env-var-without-default", schemaPath: "#/properties/rules/properties/env-var-without-default/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          } else {
            errors = _errs43;
            if (vErrors !== null) {
              if (_errs43) {
                vErrors.length = _errs43;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["unreviewed-skill-script"] !== void 0) {
          let data21 = data1["unreviewed-skill-script"];
          const _errs58 = errors;
          let valid20 = false;
          const _errs59 = errors;
          if (!(data21 === "off" || data21 === "error" || data21 === "warning" || data21 === "warn" || data21 === "note")) {
            const err48 = { instancePath: instancePath + "/rules/unreviewed-skill-script", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["unreviewed-skill-script"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          var _valid4 = _errs59 === errors;
          valid20 = valid20 || _valid4;
          if (!valid20) {
            const _errs60 = errors;
            if (Array.isArray(data21)) {
              if (data21.length > 2) {
                const err49 = { instancePath: instancePath + "/rules/unreviewed-skill-script", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
              if (data21.length < 1) {
                const err50 = { instancePath: instancePath + "/rules/unreviewed-skill-script", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
              const len11 = data21.length;
              if (!(len11 <= 2)) {
                const err51 = { instancePath: instancePath + "/rules/unreviewed-skill-script", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
              const len12 = data21.length;
              if (len12 > 0) {
                let data22 = data21[0];
                if (!(data22 === "off" || data22 === "default" || data22 === "error" || data22 === "warning" || data22 === "warn" || data22 === "note")) {
                  const err52 = { instancePath: instancePath + "/rules/unreviewed-skill-script/0", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["unreviewed-skill-script"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              }
              if (len12 > 1) {
                let data23 = data21[1];
                if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                  for (const key6 in data23) {
                    const err53 = { instancePath: instancePath + "/rules/unreviewed-skill-script/1", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                } else {
                  const err54 = { instancePath: instancePath + "/rules/unreviewed-skill-script/1", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
            } else {
              const err55 = { instancePath: instancePath + "/rules/unreviewed-skill-script", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            var _valid4 = _errs60 === errors;
            valid20 = valid20 || _valid4;
          }
          if (!valid20) {
            const err56 = { instancePath: instancePath + "/rules/unreviewed-skill-script", schemaPath: "#/properties/rules/properties/unreviewed-skill-script/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          } else {
            errors = _errs58;
            if (vErrors !== null) {
              if (_errs58) {
                vErrors.length = _errs58;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["invalid-config"] !== void 0) {
          let data24 = data1["invalid-config"];
          const _errs67 = errors;
          let valid22 = false;
          const _errs68 = errors;
          if (!(data24 === "off" || data24 === "error" || data24 === "warning" || data24 === "warn" || data24 === "note")) {
            const err57 = { instancePath: instancePath + "/rules/invalid-config", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["invalid-config"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
          var _valid5 = _errs68 === errors;
          valid22 = valid22 || _valid5;
          if (!valid22) {
            const _errs69 = errors;
            if (Array.isArray(data24)) {
              if (data24.length > 2) {
                const err58 = { instancePath: instancePath + "/rules/invalid-config", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
              if (data24.length < 1) {
                const err59 = { instancePath: instancePath + "/rules/invalid-config", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
              const len13 = data24.length;
              if (!(len13 <= 2)) {
                const err60 = { instancePath: instancePath + "/rules/invalid-config", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
              const len14 = data24.length;
              if (len14 > 0) {
                let data25 = data24[0];
                if (!(data25 === "off" || data25 === "default" || data25 === "error" || data25 === "warning" || data25 === "warn" || data25 === "note")) {
                  const err61 = { instancePath: instancePath + "/rules/invalid-config/0", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["invalid-config"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              }
              if (len14 > 1) {
                let data26 = data24[1];
                if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                  for (const key7 in data26) {
                    const err62 = { instancePath: instancePath + "/rules/invalid-config/1", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                } else {
                  const err63 = { instancePath: instancePath + "/rules/invalid-config/1", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              }
            } else {
              const err64 = { instancePath: instancePath + "/rules/invalid-config", schemaPath: "#/properties/rules/properties/invalid-config/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            var _valid5 = _errs69 === errors;
            valid22 = valid22 || _valid5;
          }
          if (!valid22) {
            const err65 = { instancePath: instancePath + "/rules/invalid-config", schemaPath: "#/properties/rules/properties/invalid-config/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          } else {
            errors = _errs67;
            if (vErrors !== null) {
              if (_errs67) {
                vErrors.length = _errs67;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["insecure-transport"] !== void 0) {
          let data27 = data1["insecure-transport"];
          const _errs76 = errors;
          let valid24 = false;
          const _errs77 = errors;
          if (!(data27 === "off" || data27 === "error" || data27 === "warning" || data27 === "warn" || data27 === "note")) {
            const err66 = { instancePath: instancePath + "/rules/insecure-transport", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["insecure-transport"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
          var _valid6 = _errs77 === errors;
          valid24 = valid24 || _valid6;
          if (!valid24) {
            const _errs78 = errors;
            if (Array.isArray(data27)) {
              if (data27.length > 2) {
                const err67 = { instancePath: instancePath + "/rules/insecure-transport", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
              if (data27.length < 1) {
                const err68 = { instancePath: instancePath + "/rules/insecure-transport", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
              const len15 = data27.length;
              if (!(len15 <= 2)) {
                const err69 = { instancePath: instancePath + "/rules/insecure-transport", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
              const len16 = data27.length;
              if (len16 > 0) {
                let data28 = data27[0];
                if (!(data28 === "off" || data28 === "default" || data28 === "error" || data28 === "warning" || data28 === "warn" || data28 === "note")) {
                  const err70 = { instancePath: instancePath + "/rules/insecure-transport/0", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["insecure-transport"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
              }
              if (len16 > 1) {
                let data29 = data27[1];
                if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                  for (const key8 in data29) {
                    if (!(key8 === "allowHosts")) {
                      const err71 = { instancePath: instancePath + "/rules/insecure-transport/1", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  }
                  if (data29.allowHosts !== void 0) {
                    let data30 = data29.allowHosts;
                    if (Array.isArray(data30)) {
                      const len17 = data30.length;
                      for (let i4 = 0; i4 < len17; i4++) {
                        if (typeof data30[i4] !== "string") {
                          const err72 = { instancePath: instancePath + "/rules/insecure-transport/1/allowHosts/" + i4, schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/items/1/properties/allowHosts/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err72];
                          } else {
                            vErrors.push(err72);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err73 = { instancePath: instancePath + "/rules/insecure-transport/1/allowHosts", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/items/1/properties/allowHosts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err73];
                      } else {
                        vErrors.push(err73);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err74 = { instancePath: instancePath + "/rules/insecure-transport/1", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
              }
            } else {
              const err75 = { instancePath: instancePath + "/rules/insecure-transport", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            var _valid6 = _errs78 === errors;
            valid24 = valid24 || _valid6;
          }
          if (!valid24) {
            const err76 = { instancePath: instancePath + "/rules/insecure-transport", schemaPath: "#/properties/rules/properties/insecure-transport/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          } else {
            errors = _errs76;
            if (vErrors !== null) {
              if (_errs76) {
                vErrors.length = _errs76;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["dangerous-docker"] !== void 0) {
          let data32 = data1["dangerous-docker"];
          const _errs89 = errors;
          let valid29 = false;
          const _errs90 = errors;
          if (!(data32 === "off" || data32 === "error" || data32 === "warning" || data32 === "warn" || data32 === "note")) {
            const err77 = { instancePath: instancePath + "/rules/dangerous-docker", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["dangerous-docker"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err77];
            } else {
              vErrors.push(err77);
            }
            errors++;
          }
          var _valid7 = _errs90 === errors;
          valid29 = valid29 || _valid7;
          if (!valid29) {
            const _errs91 = errors;
            if (Array.isArray(data32)) {
              if (data32.length > 2) {
                const err78 = { instancePath: instancePath + "/rules/dangerous-docker", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
              if (data32.length < 1) {
                const err79 = { instancePath: instancePath + "/rules/dangerous-docker", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
              const len18 = data32.length;
              if (!(len18 <= 2)) {
                const err80 = { instancePath: instancePath + "/rules/dangerous-docker", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
              const len19 = data32.length;
              if (len19 > 0) {
                let data33 = data32[0];
                if (!(data33 === "off" || data33 === "default" || data33 === "error" || data33 === "warning" || data33 === "warn" || data33 === "note")) {
                  const err81 = { instancePath: instancePath + "/rules/dangerous-docker/0", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["dangerous-docker"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
              }
              if (len19 > 1) {
                let data34 = data32[1];
                if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                  for (const key9 in data34) {
                    const err82 = { instancePath: instancePath + "/rules/dangerous-docker/1", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                } else {
                  const err83 = { instancePath: instancePath + "/rules/dangerous-docker/1", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err83];
                  } else {
                    vErrors.push(err83);
                  }
                  errors++;
                }
              }
            } else {
              const err84 = { instancePath: instancePath + "/rules/dangerous-docker", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            var _valid7 = _errs91 === errors;
            valid29 = valid29 || _valid7;
          }
          if (!valid29) {
            const err85 = { instancePath: instancePath + "/rules/dangerous-docker", schemaPath: "#/properties/rules/properties/dangerous-docker/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          } else {
            errors = _errs89;
            if (vErrors !== null) {
              if (_errs89) {
                vErrors.length = _errs89;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["auto-approve"] !== void 0) {
          let data35 = data1["auto-approve"];
          const _errs98 = errors;
          let valid31 = false;
          const _errs99 = errors;
          if (!(data35 === "off" || data35 === "error" || data35 === "warning" || data35 === "warn" || data35 === "note")) {
            const err86 = { instancePath: instancePath + "/rules/auto-approve", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["auto-approve"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
          var _valid8 = _errs99 === errors;
          valid31 = valid31 || _valid8;
          if (!valid31) {
            const _errs100 = errors;
            if (Array.isArray(data35)) {
              if (data35.length > 2) {
                const err87 = { instancePath: instancePath + "/rules/auto-approve", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
              if (data35.length < 1) {
                const err88 = { instancePath: instancePath + "/rules/auto-approve", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
              const len20 = data35.length;
              if (!(len20 <= 2)) {
                const err89 = { instancePath: instancePath + "/rules/auto-approve", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
              const len21 = data35.length;
              if (len21 > 0) {
                let data36 = data35[0];
                if (!(data36 === "off" || data36 === "default" || data36 === "error" || data36 === "warning" || data36 === "warn" || data36 === "note")) {
                  const err90 = { instancePath: instancePath + "/rules/auto-approve/0", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["auto-approve"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              }
              if (len21 > 1) {
                let data37 = data35[1];
                if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                  for (const key10 in data37) {
                    const err91 = { instancePath: instancePath + "/rules/auto-approve/1", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err91];
                    } else {
                      vErrors.push(err91);
                    }
                    errors++;
                  }
                } else {
                  const err92 = { instancePath: instancePath + "/rules/auto-approve/1", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err92];
                  } else {
                    vErrors.push(err92);
                  }
                  errors++;
                }
              }
            } else {
              const err93 = { instancePath: instancePath + "/rules/auto-approve", schemaPath: "#/properties/rules/properties/auto-approve/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err93];
              } else {
                vErrors.push(err93);
              }
              errors++;
            }
            var _valid8 = _errs100 === errors;
            valid31 = valid31 || _valid8;
          }
          if (!valid31) {
            const err94 = { instancePath: instancePath + "/rules/auto-approve", schemaPath: "#/properties/rules/properties/auto-approve/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          } else {
            errors = _errs98;
            if (vErrors !== null) {
              if (_errs98) {
                vErrors.length = _errs98;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["hidden-unicode"] !== void 0) {
          let data38 = data1["hidden-unicode"];
          const _errs107 = errors;
          let valid33 = false;
          const _errs108 = errors;
          if (!(data38 === "off" || data38 === "error" || data38 === "warning" || data38 === "warn" || data38 === "note")) {
            const err95 = { instancePath: instancePath + "/rules/hidden-unicode", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["hidden-unicode"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
          var _valid9 = _errs108 === errors;
          valid33 = valid33 || _valid9;
          if (!valid33) {
            const _errs109 = errors;
            if (Array.isArray(data38)) {
              if (data38.length > 2) {
                const err96 = { instancePath: instancePath + "/rules/hidden-unicode", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
              if (data38.length < 1) {
                const err97 = { instancePath: instancePath + "/rules/hidden-unicode", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err97];
                } else {
                  vErrors.push(err97);
                }
                errors++;
              }
              const len22 = data38.length;
              if (!(len22 <= 2)) {
                const err98 = { instancePath: instancePath + "/rules/hidden-unicode", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
              const len23 = data38.length;
              if (len23 > 0) {
                let data39 = data38[0];
                if (!(data39 === "off" || data39 === "default" || data39 === "error" || data39 === "warning" || data39 === "warn" || data39 === "note")) {
                  const err99 = { instancePath: instancePath + "/rules/hidden-unicode/0", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["hidden-unicode"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err99];
                  } else {
                    vErrors.push(err99);
                  }
                  errors++;
                }
              }
              if (len23 > 1) {
                let data40 = data38[1];
                if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
                  for (const key11 in data40) {
                    const err100 = { instancePath: instancePath + "/rules/hidden-unicode/1", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err100];
                    } else {
                      vErrors.push(err100);
                    }
                    errors++;
                  }
                } else {
                  const err101 = { instancePath: instancePath + "/rules/hidden-unicode/1", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
              }
            } else {
              const err102 = { instancePath: instancePath + "/rules/hidden-unicode", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
            var _valid9 = _errs109 === errors;
            valid33 = valid33 || _valid9;
          }
          if (!valid33) {
            const err103 = { instancePath: instancePath + "/rules/hidden-unicode", schemaPath: "#/properties/rules/properties/hidden-unicode/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          } else {
            errors = _errs107;
            if (vErrors !== null) {
              if (_errs107) {
                vErrors.length = _errs107;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["skill-frontmatter"] !== void 0) {
          let data41 = data1["skill-frontmatter"];
          const _errs116 = errors;
          let valid35 = false;
          const _errs117 = errors;
          if (!(data41 === "off" || data41 === "error" || data41 === "warning" || data41 === "warn" || data41 === "note")) {
            const err104 = { instancePath: instancePath + "/rules/skill-frontmatter", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["skill-frontmatter"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
          var _valid10 = _errs117 === errors;
          valid35 = valid35 || _valid10;
          if (!valid35) {
            const _errs118 = errors;
            if (Array.isArray(data41)) {
              if (data41.length > 2) {
                const err105 = { instancePath: instancePath + "/rules/skill-frontmatter", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err105];
                } else {
                  vErrors.push(err105);
                }
                errors++;
              }
              if (data41.length < 1) {
                const err106 = { instancePath: instancePath + "/rules/skill-frontmatter", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
              }
              const len24 = data41.length;
              if (!(len24 <= 2)) {
                const err107 = { instancePath: instancePath + "/rules/skill-frontmatter", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err107];
                } else {
                  vErrors.push(err107);
                }
                errors++;
              }
              const len25 = data41.length;
              if (len25 > 0) {
                let data42 = data41[0];
                if (!(data42 === "off" || data42 === "default" || data42 === "error" || data42 === "warning" || data42 === "warn" || data42 === "note")) {
                  const err108 = { instancePath: instancePath + "/rules/skill-frontmatter/0", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["skill-frontmatter"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err108];
                  } else {
                    vErrors.push(err108);
                  }
                  errors++;
                }
              }
              if (len25 > 1) {
                let data43 = data41[1];
                if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                  for (const key12 in data43) {
                    const err109 = { instancePath: instancePath + "/rules/skill-frontmatter/1", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err109];
                    } else {
                      vErrors.push(err109);
                    }
                    errors++;
                  }
                } else {
                  const err110 = { instancePath: instancePath + "/rules/skill-frontmatter/1", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
              }
            } else {
              const err111 = { instancePath: instancePath + "/rules/skill-frontmatter", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err111];
              } else {
                vErrors.push(err111);
              }
              errors++;
            }
            var _valid10 = _errs118 === errors;
            valid35 = valid35 || _valid10;
          }
          if (!valid35) {
            const err112 = { instancePath: instancePath + "/rules/skill-frontmatter", schemaPath: "#/properties/rules/properties/skill-frontmatter/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          } else {
            errors = _errs116;
            if (vErrors !== null) {
              if (_errs116) {
                vErrors.length = _errs116;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["shell-pipe-install"] !== void 0) {
          let data44 = data1["shell-pipe-install"];
          const _errs125 = errors;
          let valid37 = false;
          const _errs126 = errors;
          if (!(data44 === "off" || data44 === "error" || data44 === "warning" || data44 === "warn" || data44 === "note")) {
            const err113 = { instancePath: instancePath + "/rules/shell-pipe-install", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["shell-pipe-install"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
          var _valid11 = _errs126 === errors;
          valid37 = valid37 || _valid11;
          if (!valid37) {
            const _errs127 = errors;
            if (Array.isArray(data44)) {
              if (data44.length > 2) {
                const err114 = { instancePath: instancePath + "/rules/shell-pipe-install", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
              if (data44.length < 1) {
                const err115 = { instancePath: instancePath + "/rules/shell-pipe-install", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
              const len26 = data44.length;
              if (!(len26 <= 2)) {
                const err116 = { instancePath: instancePath + "/rules/shell-pipe-install", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err116];
                } else {
                  vErrors.push(err116);
                }
                errors++;
              }
              const len27 = data44.length;
              if (len27 > 0) {
                let data45 = data44[0];
                if (!(data45 === "off" || data45 === "default" || data45 === "error" || data45 === "warning" || data45 === "warn" || data45 === "note")) {
                  const err117 = { instancePath: instancePath + "/rules/shell-pipe-install/0", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["shell-pipe-install"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err117];
                  } else {
                    vErrors.push(err117);
                  }
                  errors++;
                }
              }
              if (len27 > 1) {
                let data46 = data44[1];
                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                  for (const key13 in data46) {
                    const err118 = { instancePath: instancePath + "/rules/shell-pipe-install/1", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err118];
                    } else {
                      vErrors.push(err118);
                    }
                    errors++;
                  }
                } else {
                  const err119 = { instancePath: instancePath + "/rules/shell-pipe-install/1", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err119];
                  } else {
                    vErrors.push(err119);
                  }
                  errors++;
                }
              }
            } else {
              const err120 = { instancePath: instancePath + "/rules/shell-pipe-install", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err120];
              } else {
                vErrors.push(err120);
              }
              errors++;
            }
            var _valid11 = _errs127 === errors;
            valid37 = valid37 || _valid11;
          }
          if (!valid37) {
            const err121 = { instancePath: instancePath + "/rules/shell-pipe-install", schemaPath: "#/properties/rules/properties/shell-pipe-install/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          } else {
            errors = _errs125;
            if (vErrors !== null) {
              if (_errs125) {
                vErrors.length = _errs125;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["suppression-comment"] !== void 0) {
          let data47 = data1["suppression-comment"];
          const _errs134 = errors;
          let valid39 = false;
          const _errs135 = errors;
          if (!(data47 === "off" || data47 === "error" || data47 === "warning" || data47 === "warn" || data47 === "note")) {
            const err122 = { instancePath: instancePath + "/rules/suppression-comment", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["suppression-comment"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
          var _valid12 = _errs135 === errors;
          valid39 = valid39 || _valid12;
          if (!valid39) {
            const _errs136 = errors;
            if (Array.isArray(data47)) {
              if (data47.length > 2) {
                const err123 = { instancePath: instancePath + "/rules/suppression-comment", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
              if (data47.length < 1) {
                const err124 = { instancePath: instancePath + "/rules/suppression-comment", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
              const len28 = data47.length;
              if (!(len28 <= 2)) {
                const err125 = { instancePath: instancePath + "/rules/suppression-comment", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              }
              const len29 = data47.length;
              if (len29 > 0) {
                let data48 = data47[0];
                if (!(data48 === "off" || data48 === "default" || data48 === "error" || data48 === "warning" || data48 === "warn" || data48 === "note")) {
                  const err126 = { instancePath: instancePath + "/rules/suppression-comment/0", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["suppression-comment"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err126];
                  } else {
                    vErrors.push(err126);
                  }
                  errors++;
                }
              }
              if (len29 > 1) {
                let data49 = data47[1];
                if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                  for (const key14 in data49) {
                    const err127 = { instancePath: instancePath + "/rules/suppression-comment/1", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err127];
                    } else {
                      vErrors.push(err127);
                    }
                    errors++;
                  }
                } else {
                  const err128 = { instancePath: instancePath + "/rules/suppression-comment/1", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err128];
                  } else {
                    vErrors.push(err128);
                  }
                  errors++;
                }
              }
            } else {
              const err129 = { instancePath: instancePath + "/rules/suppression-comment", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err129];
              } else {
                vErrors.push(err129);
              }
              errors++;
            }
            var _valid12 = _errs136 === errors;
            valid39 = valid39 || _valid12;
          }
          if (!valid39) {
            const err130 = { instancePath: instancePath + "/rules/suppression-comment", schemaPath: "#/properties/rules/properties/suppression-comment/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          } else {
            errors = _errs134;
            if (vErrors !== null) {
              if (_errs134) {
                vErrors.length = _errs134;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["broad-filesystem-access"] !== void 0) {
          let data50 = data1["broad-filesystem-access"];
          const _errs143 = errors;
          let valid41 = false;
          const _errs144 = errors;
          if (!(data50 === "off" || data50 === "error" || data50 === "warning" || data50 === "warn" || data50 === "note")) {
            const err131 = { instancePath: instancePath + "/rules/broad-filesystem-access", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["broad-filesystem-access"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
          var _valid13 = _errs144 === errors;
          valid41 = valid41 || _valid13;
          if (!valid41) {
            const _errs145 = errors;
            if (Array.isArray(data50)) {
              if (data50.length > 2) {
                const err132 = { instancePath: instancePath + "/rules/broad-filesystem-access", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
              if (data50.length < 1) {
                const err133 = { instancePath: instancePath + "/rules/broad-filesystem-access", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
              const len30 = data50.length;
              if (!(len30 <= 2)) {
                const err134 = { instancePath: instancePath + "/rules/broad-filesystem-access", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
              const len31 = data50.length;
              if (len31 > 0) {
                let data51 = data50[0];
                if (!(data51 === "off" || data51 === "default" || data51 === "error" || data51 === "warning" || data51 === "warn" || data51 === "note")) {
                  const err135 = { instancePath: instancePath + "/rules/broad-filesystem-access/0", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["broad-filesystem-access"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err135];
                  } else {
                    vErrors.push(err135);
                  }
                  errors++;
                }
              }
              if (len31 > 1) {
                let data52 = data50[1];
                if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
                  for (const key15 in data52) {
                    const err136 = { instancePath: instancePath + "/rules/broad-filesystem-access/1", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err136];
                    } else {
                      vErrors.push(err136);
                    }
                    errors++;
                  }
                } else {
                  const err137 = { instancePath: instancePath + "/rules/broad-filesystem-access/1", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err137];
                  } else {
                    vErrors.push(err137);
                  }
                  errors++;
                }
              }
            } else {
              const err138 = { instancePath: instancePath + "/rules/broad-filesystem-access", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err138];
              } else {
                vErrors.push(err138);
              }
              errors++;
            }
            var _valid13 = _errs145 === errors;
            valid41 = valid41 || _valid13;
          }
          if (!valid41) {
            const err139 = { instancePath: instancePath + "/rules/broad-filesystem-access", schemaPath: "#/properties/rules/properties/broad-filesystem-access/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err139];
            } else {
              vErrors.push(err139);
            }
            errors++;
          } else {
            errors = _errs143;
            if (vErrors !== null) {
              if (_errs143) {
                vErrors.length = _errs143;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["privileged-launch"] !== void 0) {
          let data53 = data1["privileged-launch"];
          const _errs152 = errors;
          let valid43 = false;
          const _errs153 = errors;
          if (!(data53 === "off" || data53 === "error" || data53 === "warning" || data53 === "warn" || data53 === "note")) {
            const err140 = { instancePath: instancePath + "/rules/privileged-launch", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["privileged-launch"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err140];
            } else {
              vErrors.push(err140);
            }
            errors++;
          }
          var _valid14 = _errs153 === errors;
          valid43 = valid43 || _valid14;
          if (!valid43) {
            const _errs154 = errors;
            if (Array.isArray(data53)) {
              if (data53.length > 2) {
                const err141 = { instancePath: instancePath + "/rules/privileged-launch", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err141];
                } else {
                  vErrors.push(err141);
                }
                errors++;
              }
              if (data53.length < 1) {
                const err142 = { instancePath: instancePath + "/rules/privileged-launch", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err142];
                } else {
                  vErrors.push(err142);
                }
                errors++;
              }
              const len32 = data53.length;
              if (!(len32 <= 2)) {
                const err143 = { instancePath: instancePath + "/rules/privileged-launch", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err143];
                } else {
                  vErrors.push(err143);
                }
                errors++;
              }
              const len33 = data53.length;
              if (len33 > 0) {
                let data54 = data53[0];
                if (!(data54 === "off" || data54 === "default" || data54 === "error" || data54 === "warning" || data54 === "warn" || data54 === "note")) {
                  const err144 = { instancePath: instancePath + "/rules/privileged-launch/0", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["privileged-launch"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err144];
                  } else {
                    vErrors.push(err144);
                  }
                  errors++;
                }
              }
              if (len33 > 1) {
                let data55 = data53[1];
                if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
                  for (const key16 in data55) {
                    const err145 = { instancePath: instancePath + "/rules/privileged-launch/1", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err145];
                    } else {
                      vErrors.push(err145);
                    }
                    errors++;
                  }
                } else {
                  const err146 = { instancePath: instancePath + "/rules/privileged-launch/1", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err146];
                  } else {
                    vErrors.push(err146);
                  }
                  errors++;
                }
              }
            } else {
              const err147 = { instancePath: instancePath + "/rules/privileged-launch", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err147];
              } else {
                vErrors.push(err147);
              }
              errors++;
            }
            var _valid14 = _errs154 === errors;
            valid43 = valid43 || _valid14;
          }
          if (!valid43) {
            const err148 = { instancePath: instancePath + "/rules/privileged-launch", schemaPath: "#/properties/rules/properties/privileged-launch/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err148];
            } else {
              vErrors.push(err148);
            }
            errors++;
          } else {
            errors = _errs152;
            if (vErrors !== null) {
              if (_errs152) {
                vErrors.length = _errs152;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["env-code-injection"] !== void 0) {
          let data56 = data1["env-code-injection"];
          const _errs161 = errors;
          let valid45 = false;
          const _errs162 = errors;
          if (!(data56 === "off" || data56 === "error" || data56 === "warning" || data56 === "warn" || data56 === "note")) {
            const err149 = { instancePath: instancePath + "/rules/env-code-injection", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["env-code-injection"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          }
          var _valid15 = _errs162 === errors;
          valid45 = valid45 || _valid15;
          if (!valid45) {
            const _errs163 = errors;
            if (Array.isArray(data56)) {
              if (data56.length > 2) {
                const err150 = { instancePath: instancePath + "/rules/env-code-injection", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err150];
                } else {
                  vErrors.push(err150);
                }
                errors++;
              }
              if (data56.length < 1) {
                const err151 = { instancePath: instancePath + "/rules/env-code-injection", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err151];
                } else {
                  vErrors.push(err151);
                }
                errors++;
              }
              const len34 = data56.length;
              if (!(len34 <= 2)) {
                const err152 = { instancePath: instancePath + "/rules/env-code-injection", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err152];
                } else {
                  vErrors.push(err152);
                }
                errors++;
              }
              const len35 = data56.length;
              if (len35 > 0) {
                let data57 = data56[0];
                if (!(data57 === "off" || data57 === "default" || data57 === "error" || data57 === "warning" || data57 === "warn" || data57 === "note")) {
                  const err153 = { instancePath: instancePath + "/rules/env-code-injection/0", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["env-code-injection"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err153];
                  } else {
                    vErrors.push(err153);
                  }
                  errors++;
                }
              }
              if (len35 > 1) {
                let data58 = data56[1];
                if (data58 && typeof data58 == "object" && !Array.isArray(data58)) {
                  for (const key17 in data58) {
                    const err154 = { instancePath: instancePath + "/rules/env-code-injection/1", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err154];
                    } else {
                      vErrors.push(err154);
                    }
                    errors++;
                  }
                } else {
                  const err155 = { instancePath: instancePath + "/rules/env-code-injection/1", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err155];
                  } else {
                    vErrors.push(err155);
                  }
                  errors++;
                }
              }
            } else {
              const err156 = { instancePath: instancePath + "/rules/env-code-injection", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err156];
              } else {
                vErrors.push(err156);
              }
              errors++;
            }
            var _valid15 = _errs163 === errors;
            valid45 = valid45 || _valid15;
          }
          if (!valid45) {
            const err157 = { instancePath: instancePath + "/rules/env-code-injection", schemaPath: "#/properties/rules/properties/env-code-injection/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err157];
            } else {
              vErrors.push(err157);
            }
            errors++;
          } else {
            errors = _errs161;
            if (vErrors !== null) {
              if (_errs161) {
                vErrors.length = _errs161;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["server-not-allowed"] !== void 0) {
          let data59 = data1["server-not-allowed"];
          const _errs170 = errors;
          let valid47 = false;
          const _errs171 = errors;
          if (!(data59 === "off" || data59 === "error" || data59 === "warning" || data59 === "warn" || data59 === "note")) {
            const err158 = { instancePath: instancePath + "/rules/server-not-allowed", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["server-not-allowed"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err158];
            } else {
              vErrors.push(err158);
            }
            errors++;
          }
          var _valid16 = _errs171 === errors;
          valid47 = valid47 || _valid16;
          if (!valid47) {
            const _errs172 = errors;
            if (Array.isArray(data59)) {
              if (data59.length > 2) {
                const err159 = { instancePath: instancePath + "/rules/server-not-allowed", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err159];
                } else {
                  vErrors.push(err159);
                }
                errors++;
              }
              if (data59.length < 1) {
                const err160 = { instancePath: instancePath + "/rules/server-not-allowed", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err160];
                } else {
                  vErrors.push(err160);
                }
                errors++;
              }
              const len36 = data59.length;
              if (!(len36 <= 2)) {
                const err161 = { instancePath: instancePath + "/rules/server-not-allowed", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err161];
                } else {
                  vErrors.push(err161);
                }
                errors++;
              }
              const len37 = data59.length;
              if (len37 > 0) {
                let data60 = data59[0];
                if (!(data60 === "off" || data60 === "default" || data60 === "error" || data60 === "warning" || data60 === "warn" || data60 === "note")) {
                  const err162 = { instancePath: instancePath + "/rules/server-not-allowed/0", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["server-not-allowed"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err162];
                  } else {
                    vErrors.push(err162);
                  }
                  errors++;
                }
              }
              if (len37 > 1) {
                let data61 = data59[1];
                if (data61 && typeof data61 == "object" && !Array.isArray(data61)) {
                  for (const key18 in data61) {
                    const err163 = { instancePath: instancePath + "/rules/server-not-allowed/1", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err163];
                    } else {
                      vErrors.push(err163);
                    }
                    errors++;
                  }
                } else {
                  const err164 = { instancePath: instancePath + "/rules/server-not-allowed/1", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err164];
                  } else {
                    vErrors.push(err164);
                  }
                  errors++;
                }
              }
            } else {
              const err165 = { instancePath: instancePath + "/rules/server-not-allowed", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err165];
              } else {
                vErrors.push(err165);
              }
              errors++;
            }
            var _valid16 = _errs172 === errors;
            valid47 = valid47 || _valid16;
          }
          if (!valid47) {
            const err166 = { instancePath: instancePath + "/rules/server-not-allowed", schemaPath: "#/properties/rules/properties/server-not-allowed/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err166];
            } else {
              vErrors.push(err166);
            }
            errors++;
          } else {
            errors = _errs170;
            if (vErrors !== null) {
              if (_errs170) {
                vErrors.length = _errs170;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data1["self-hiding-instruction"] !== void 0) {
          let data62 = data1["self-hiding-instruction"];
          const _errs179 = errors;
          let valid49 = false;
          const _errs180 = errors;
          if (!(data62 === "off" || data62 === "error" || data62 === "warning" || data62 === "warn" || data62 === "note")) {
            const err167 = { instancePath: instancePath + "/rules/self-hiding-instruction", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["self-hiding-instruction"].anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
          var _valid17 = _errs180 === errors;
          valid49 = valid49 || _valid17;
          if (!valid49) {
            const _errs181 = errors;
            if (Array.isArray(data62)) {
              if (data62.length > 2) {
                const err168 = { instancePath: instancePath + "/rules/self-hiding-instruction", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err168];
                } else {
                  vErrors.push(err168);
                }
                errors++;
              }
              if (data62.length < 1) {
                const err169 = { instancePath: instancePath + "/rules/self-hiding-instruction", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err169];
                } else {
                  vErrors.push(err169);
                }
                errors++;
              }
              const len38 = data62.length;
              if (!(len38 <= 2)) {
                const err170 = { instancePath: instancePath + "/rules/self-hiding-instruction", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/additionalItems", keyword: "additionalItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err170];
                } else {
                  vErrors.push(err170);
                }
                errors++;
              }
              const len39 = data62.length;
              if (len39 > 0) {
                let data63 = data62[0];
                if (!(data63 === "off" || data63 === "default" || data63 === "error" || data63 === "warning" || data63 === "warn" || data63 === "note")) {
                  const err171 = { instancePath: instancePath + "/rules/self-hiding-instruction/0", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/items/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties["self-hiding-instruction"].anyOf[1].items[0].enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err171];
                  } else {
                    vErrors.push(err171);
                  }
                  errors++;
                }
              }
              if (len39 > 1) {
                let data64 = data62[1];
                if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
                  for (const key19 in data64) {
                    const err172 = { instancePath: instancePath + "/rules/self-hiding-instruction/1", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/items/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err172];
                    } else {
                      vErrors.push(err172);
                    }
                    errors++;
                  }
                } else {
                  const err173 = { instancePath: instancePath + "/rules/self-hiding-instruction/1", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/items/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err173];
                  } else {
                    vErrors.push(err173);
                  }
                  errors++;
                }
              }
            } else {
              const err174 = { instancePath: instancePath + "/rules/self-hiding-instruction", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err174];
              } else {
                vErrors.push(err174);
              }
              errors++;
            }
            var _valid17 = _errs181 === errors;
            valid49 = valid49 || _valid17;
          }
          if (!valid49) {
            const err175 = { instancePath: instancePath + "/rules/self-hiding-instruction", schemaPath: "#/properties/rules/properties/self-hiding-instruction/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err175];
            } else {
              vErrors.push(err175);
            }
            errors++;
          } else {
            errors = _errs179;
            if (vErrors !== null) {
              if (_errs179) {
                vErrors.length = _errs179;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err176 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err176];
        } else {
          vErrors.push(err176);
        }
        errors++;
      }
    }
    if (data.ignore !== void 0) {
      let data65 = data.ignore;
      if (Array.isArray(data65)) {
        const len40 = data65.length;
        for (let i5 = 0; i5 < len40; i5++) {
          let data66 = data65[i5];
          if (typeof data66 === "string") {
            if (!pattern1.test(data66)) {
              const err177 = { instancePath: instancePath + "/ignore/" + i5, schemaPath: "#/properties/ignore/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
              if (vErrors === null) {
                vErrors = [err177];
              } else {
                vErrors.push(err177);
              }
              errors++;
            }
          } else {
            const err178 = { instancePath: instancePath + "/ignore/" + i5, schemaPath: "#/properties/ignore/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
        }
      } else {
        const err179 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err179];
        } else {
          vErrors.push(err179);
        }
        errors++;
      }
    }
    if (data.policy !== void 0) {
      let data67 = data.policy;
      if (data67 && typeof data67 == "object" && !Array.isArray(data67)) {
        for (const key20 in data67) {
          if (!(key20 === "allow" || key20 === "deny")) {
            const err180 = { instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
        }
        if (data67.allow !== void 0) {
          let data68 = data67.allow;
          if (Array.isArray(data68)) {
            const len41 = data68.length;
            for (let i6 = 0; i6 < len41; i6++) {
              let data69 = data68[i6];
              if (typeof data69 === "string") {
                if (!pattern1.test(data69)) {
                  const err181 = { instancePath: instancePath + "/policy/allow/" + i6, schemaPath: "#/properties/policy/properties/allow/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                  if (vErrors === null) {
                    vErrors = [err181];
                  } else {
                    vErrors.push(err181);
                  }
                  errors++;
                }
              } else {
                const err182 = { instancePath: instancePath + "/policy/allow/" + i6, schemaPath: "#/properties/policy/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err182];
                } else {
                  vErrors.push(err182);
                }
                errors++;
              }
            }
          } else {
            const err183 = { instancePath: instancePath + "/policy/allow", schemaPath: "#/properties/policy/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err183];
            } else {
              vErrors.push(err183);
            }
            errors++;
          }
        }
        if (data67.deny !== void 0) {
          let data70 = data67.deny;
          if (Array.isArray(data70)) {
            const len42 = data70.length;
            for (let i7 = 0; i7 < len42; i7++) {
              let data71 = data70[i7];
              if (typeof data71 === "string") {
                if (!pattern1.test(data71)) {
                  const err184 = { instancePath: instancePath + "/policy/deny/" + i7, schemaPath: "#/properties/policy/properties/deny/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                  if (vErrors === null) {
                    vErrors = [err184];
                  } else {
                    vErrors.push(err184);
                  }
                  errors++;
                }
              } else {
                const err185 = { instancePath: instancePath + "/policy/deny/" + i7, schemaPath: "#/properties/policy/properties/deny/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
            }
          } else {
            const err186 = { instancePath: instancePath + "/policy/deny", schemaPath: "#/properties/policy/properties/deny/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err186];
            } else {
              vErrors.push(err186);
            }
            errors++;
          }
        }
      } else {
        const err187 = { instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err187];
        } else {
          vErrors.push(err187);
        }
        errors++;
      }
    }
    if (data.ignoreFindings !== void 0) {
      let data72 = data.ignoreFindings;
      if (Array.isArray(data72)) {
        const len43 = data72.length;
        for (let i8 = 0; i8 < len43; i8++) {
          let data73 = data72[i8];
          if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
            if (data73.rule === void 0) {
              const err188 = { instancePath: instancePath + "/ignoreFindings/" + i8, schemaPath: "#/properties/ignoreFindings/items/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'" };
              if (vErrors === null) {
                vErrors = [err188];
              } else {
                vErrors.push(err188);
              }
              errors++;
            }
            if (data73.reason === void 0) {
              const err189 = { instancePath: instancePath + "/ignoreFindings/" + i8, schemaPath: "#/properties/ignoreFindings/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
              if (vErrors === null) {
                vErrors = [err189];
              } else {
                vErrors.push(err189);
              }
              errors++;
            }
            for (const key21 in data73) {
              if (!(key21 === "rule" || key21 === "file" || key21 === "server" || key21 === "reason")) {
                const err190 = { instancePath: instancePath + "/ignoreFindings/" + i8, schemaPath: "#/properties/ignoreFindings/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err190];
                } else {
                  vErrors.push(err190);
                }
                errors++;
              }
            }
            if (data73.rule !== void 0) {
              let data74 = data73.rule;
              if (!(data74 === "hardcoded-secret" || data74 === "unpinned-package" || data74 === "missing-read-only" || data74 === "env-var-without-default" || data74 === "unreviewed-skill-script" || data74 === "invalid-config" || data74 === "insecure-transport" || data74 === "dangerous-docker" || data74 === "auto-approve" || data74 === "hidden-unicode" || data74 === "skill-frontmatter" || data74 === "shell-pipe-install" || data74 === "suppression-comment" || data74 === "broad-filesystem-access" || data74 === "privileged-launch" || data74 === "env-code-injection" || data74 === "server-not-allowed" || data74 === "self-hiding-instruction")) {
                const err191 = { instancePath: instancePath + "/ignoreFindings/" + i8 + "/rule", schemaPath: "#/properties/ignoreFindings/items/properties/rule/enum", keyword: "enum", params: { allowedValues: schema11.properties.ignoreFindings.items.properties.rule.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err191];
                } else {
                  vErrors.push(err191);
                }
                errors++;
              }
            }
            if (data73.file !== void 0) {
              let data75 = data73.file;
              if (typeof data75 === "string") {
                if (!pattern1.test(data75)) {
                  const err192 = { instancePath: instancePath + "/ignoreFindings/" + i8 + "/file", schemaPath: "#/properties/ignoreFindings/items/properties/file/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                  if (vErrors === null) {
                    vErrors = [err192];
                  } else {
                    vErrors.push(err192);
                  }
                  errors++;
                }
              } else {
                const err193 = { instancePath: instancePath + "/ignoreFindings/" + i8 + "/file", schemaPath: "#/properties/ignoreFindings/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err193];
                } else {
                  vErrors.push(err193);
                }
                errors++;
              }
            }
            if (data73.server !== void 0) {
              if (typeof data73.server !== "string") {
                const err194 = { instancePath: instancePath + "/ignoreFindings/" + i8 + "/server", schemaPath: "#/properties/ignoreFindings/items/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err194];
                } else {
                  vErrors.push(err194);
                }
                errors++;
              }
            }
            if (data73.reason !== void 0) {
              let data77 = data73.reason;
              if (typeof data77 === "string") {
                if (!pattern1.test(data77)) {
                  const err195 = { instancePath: instancePath + "/ignoreFindings/" + i8 + "/reason", schemaPath: "#/properties/ignoreFindings/items/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                  if (vErrors === null) {
                    vErrors = [err195];
                  } else {
                    vErrors.push(err195);
                  }
                  errors++;
                }
              } else {
                const err196 = { instancePath: instancePath + "/ignoreFindings/" + i8 + "/reason", schemaPath: "#/properties/ignoreFindings/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err196];
                } else {
                  vErrors.push(err196);
                }
                errors++;
              }
            }
          } else {
            const err197 = { instancePath: instancePath + "/ignoreFindings/" + i8, schemaPath: "#/properties/ignoreFindings/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err197];
            } else {
              vErrors.push(err197);
            }
            errors++;
          }
        }
      } else {
        const err198 = { instancePath: instancePath + "/ignoreFindings", schemaPath: "#/properties/ignoreFindings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err198];
        } else {
          vErrors.push(err198);
        }
        errors++;
      }
    }
  } else {
    const err199 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err199];
    } else {
      vErrors.push(err199);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var validate2, settings_validator_default, schema11, func2, pattern0, pattern1;
var init_settings_validator = __esm({
  "dist/src/engine/settings-validator.js"() {
    "use strict";
    validate2 = validate10;
    settings_validator_default = validate10;
    schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "mcp-audit settings (.mcp-audit.json)", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "rules": { "type": "object", "additionalProperties": false, "properties": { "hardcoded-secret": { "description": "A literal credential (API key, token, password, private key) committed in an MCP server config (env, headers, args, command or url) or in a skill's SKILL.md, scripts and text files.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "unpinned-package": { "description": "A server launched by a package runner (npx, uvx, docker run, \u2026) without a pinned version: whatever is published when it starts runs, unreviewed; also (as notes) unpinned requirements in a skill's requirements.txt, package.json or pyproject.toml.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": { "allow": { "description": 'package or image names (globs such as "@my-org/*") that may run unpinned', "type": "array", "items": { "type": "string", "format": "glob" } } } }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "missing-read-only": { "description": "A server that offers a read-only mode which is not enabled, or a read-only-by-default server given its write switch.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": { "allowWrite": { "description": "server names that may run with write access", "type": "array", "items": { "type": "string" } } } }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "env-var-without-default": { "description": "A variable reference the host will not expand as intended: Claude Code ${VAR} without a default in command, args or url, ${CLAUDE_PROJECT_DIR}, VS Code syntax in the wrong file, ${\u2026} in Codex, which expands nothing.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": { "checkEnvAndHeaders": { "description": "Claude Code: also report ${VAR} without a default in env and header values, as notes (default false)", "type": "boolean" }, "assumeSet": { "description": 'Claude Code: variables that are always set where your team runs Claude Code (e.g. ["HOME"]); ${NAME} without a default is not reported for them', "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "uniqueItems": true } } }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "unreviewed-skill-script": { "description": 'A skill whose SKILL.md, scripts, binaries or dependency manifests (and files its SKILL.md runs elsewhere), or a script a hook runs, not recorded by "mcp-audit review", or changed since: one finding per skill or script, naming the files to read.', "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "invalid-config": { "description": "A config file or server entry that the host cannot load: syntax errors, comments in strict JSON, wrong types, missing command or url.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "insecure-transport": { "description": "A server reached over plain http:// or ws:// at a host other than this machine (an error when credentials are sent with it), or through a public tunnel service (a note).", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": { "allowHosts": { "description": 'host names that may be reached without TLS (exact, or "*.example.internal")', "type": "array", "items": { "type": "string" } } } }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "dangerous-docker": { "description": "A docker/podman run launch that removes the container's isolation: --privileged, dangerous capabilities, host namespaces, disabled seccomp/AppArmor, or mounts of /, the Docker socket, home or credential folders.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "auto-approve": { "description": 'Tool calls approved in advance: a whole server (Codex "approve", Gemini trust, "*", Claude Code enableAllProjectMcpServers) or tools that write, delete or run.', "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "hidden-unicode": { "description": "Invisible Unicode in a config, instruction file (CLAUDE.md, AGENTS.md, rules), SKILL.md or skill script: bidirectional controls, tag characters, zero-width and other format or control characters; and URL hosts that mix scripts (look-alike hosts).", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "skill-frontmatter": { "description": "A SKILL.md whose YAML frontmatter breaks the Agent Skills spec (missing or unparseable, name or description missing, too long or misspelled, name not matching its folder), or whose allowed-tools lets the agent run any shell, network or root command without asking.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "shell-pipe-install": { "description": "A downloaded script piped straight into a shell or interpreter (curl | sh, bash <(curl \u2026), iex (irm \u2026)) in a command line, SKILL.md or skill script.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "suppression-comment": { "description": "An mcp-audit-ignore comment that gives no reason, names an unknown rule, or no longer suppresses anything.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "broad-filesystem-access": { "description": "A filesystem server rooted at /, a drive, a home folder or a credentials folder (~/.ssh, ~/.aws \u2026): everything under it is open to what the model is led to do.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "privileged-launch": { "description": "A server started through sudo, doas, pkexec, su -c, runas or gsudo: every tool of it runs with root or administrator rights.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "env-code-injection": { "description": "A server environment that loads code into the server before it starts (NODE_OPTIONS --require/--import/--loader, LD_PRELOAD, DYLD_INSERT_LIBRARIES, PYTHONSTARTUP, PERL5OPT, BASH_ENV/ENV); an error when that code sits outside the repository.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "server-not-allowed": { "description": 'A server that the policy (settings "policy", --policy FILE) denies, or that matches none of its allow list.', "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] }, "self-hiding-instruction": { "description": "An instruction file, SKILL.md or command that tells the agent to ignore its other instructions or keep something from the user, and in the same passage to read credentials or send data out.", "anyOf": [{ "enum": ["off", "error", "warning", "warn", "note"] }, { "type": "array", "items": [{ "enum": ["off", "default", "error", "warning", "warn", "note"] }, { "type": "object", "additionalProperties": false, "properties": {} }], "minItems": 1, "maxItems": 2, "additionalItems": false }] } } }, "ignore": { "description": "globs of paths (relative to this file) that are not scanned", "type": "array", "items": { "type": "string", "pattern": "\\S", "format": "glob" } }, "policy": { "description": "servers this repository allows and denies (rule server-not-allowed); patterns npm:NAME, pypi:NAME, docker:IMAGE, cmd:PROGRAM, name:SERVER or a URL, * a wildcard; deny wins, and with allow set a server must match one", "type": "object", "additionalProperties": false, "properties": { "allow": { "description": "when set, every server must match one of these", "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "deny": { "description": "a server matching one of these is not allowed, whatever allow says", "type": "array", "items": { "type": "string", "pattern": "\\S" } } } }, "ignoreFindings": { "description": "findings to ignore, by rule and optionally file glob and server name; a reason is required", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["rule", "reason"], "properties": { "rule": { "enum": ["hardcoded-secret", "unpinned-package", "missing-read-only", "env-var-without-default", "unreviewed-skill-script", "invalid-config", "insecure-transport", "dangerous-docker", "auto-approve", "hidden-unicode", "skill-frontmatter", "shell-pipe-install", "suppression-comment", "broad-filesystem-access", "privileged-launch", "env-code-injection", "server-not-allowed", "self-hiding-instruction"] }, "file": { "type": "string", "pattern": "\\S", "format": "glob" }, "server": { "type": "string" }, "reason": { "type": "string", "pattern": "\\S" } } } } } };
    func2 = Object.prototype.hasOwnProperty;
    pattern0 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
    pattern1 = new RegExp("\\S", "u");
  }
});

// dist/src/engine/settings.js
function settingsSchema(rules2) {
  const level = { enum: ["off", "error", "warning", "warn", "note"] };
  const tupleLevel = { enum: ["off", "default", "error", "warning", "warn", "note"] };
  const ruleProperties = {};
  for (const rule of rules2) {
    const options2 = rule.meta.options ?? { type: "object", additionalProperties: false, properties: {} };
    ruleProperties[rule.meta.id] = {
      description: rule.meta.description,
      anyOf: [level, { type: "array", items: [tupleLevel, options2], minItems: 1, maxItems: 2, additionalItems: false }]
    };
  }
  const glob = { type: "string", pattern: "\\S", format: "glob" };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "mcp-audit settings (.mcp-audit.json)",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { type: "string" },
      rules: { type: "object", additionalProperties: false, properties: ruleProperties },
      ignore: { description: "globs of paths (relative to this file) that are not scanned", type: "array", items: glob },
      policy: {
        description: "servers this repository allows and denies (rule server-not-allowed); patterns npm:NAME, pypi:NAME, docker:IMAGE, cmd:PROGRAM, name:SERVER or a URL, * a wildcard; deny wins, and with allow set a server must match one",
        type: "object",
        additionalProperties: false,
        properties: {
          allow: { description: "when set, every server must match one of these", type: "array", items: { type: "string", pattern: "\\S" } },
          deny: { description: "a server matching one of these is not allowed, whatever allow says", type: "array", items: { type: "string", pattern: "\\S" } }
        }
      },
      ignoreFindings: {
        description: "findings to ignore, by rule and optionally file glob and server name; a reason is required",
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["rule", "reason"],
          properties: {
            rule: { enum: rules2.map((r) => r.meta.id) },
            file: glob,
            server: { type: "string" },
            reason: { type: "string", pattern: "\\S" }
          }
        }
      }
    }
  };
}
async function loadValidator() {
  try {
    return (await Promise.resolve().then(() => (init_settings_validator(), settings_validator_exports))).default;
  } catch {
    const { rules: rules2 } = await Promise.resolve().then(() => (init_rules(), rules_exports));
    const { Ajv } = ajv();
    return new Ajv({ allErrors: true, strictTuples: false, formats: { glob: true } }).compile(settingsSchema(rules2));
  }
}
function describeError(error, data) {
  const where4 = error.instancePath ? error.instancePath.slice(1).split("/").join(".") : "(top level)";
  const schema = settingsSchema(rules);
  if (error.keyword === "additionalProperties") {
    const key = String(error.params.additionalProperty);
    const item = schema.properties.ignoreFindings.items.properties;
    const known = where4 === "(top level)" ? Object.keys(schema.properties) : where4 === "rules" ? rules.map((r) => r.meta.id) : /^ignoreFindings\.\d+$/.test(where4) ? Object.keys(item) : where4 === "policy" ? ["allow", "deny"] : [];
    const what2 = where4 === "rules" ? "rule" : "key";
    return `unknown ${what2} "${where4 === "(top level)" || where4 === "rules" ? key : `${where4}.${key}`}"${didYouMean(key, known)}`;
  }
  if (error.keyword === "enum") {
    const allowed = error.params.allowedValues;
    const value = valueAt2(data, error.instancePath);
    const hint = typeof value === "string" ? didYouMean(value, allowed) : "";
    return `${where4} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}${hint}`;
  }
  return `${where4} ${error.message ?? "is invalid"}`;
}
function valueAt2(data, pointer) {
  let value = data;
  for (const part of pointer.split("/").slice(1))
    value = value && typeof value === "object" ? value[part.replace(/~1/g, "/").replace(/~0/g, "~")] : void 0;
  return value;
}
async function loadSettings(configFlag, roots2, cwd2, base3) {
  const found2 = base3 ? settingsAtBase(configFlag, roots2, cwd2, base3) : settingsInTree(configFlag, roots2, cwd2);
  if (!found2)
    return void 0;
  return settingsFromText(found2);
}
async function settingsFromText({ path, display: display2, text: text2 }) {
  const redaction = new Redaction(false);
  redaction.register(path, text2);
  const mask = (message3) => redaction.mask(message3, path);
  try {
    const data = parseSettingsText(text2, path, display2);
    await validateSettings(data, display2);
    return { display: display2, base: (0, import_node_path16.dirname)(path), settings: data, mask };
  } catch (e) {
    if (e instanceof UsageError)
      throw new UsageError(mask(e.message), e.hint, e.frame);
    throw e;
  }
}
async function validateSettings(data, display2) {
  const validate3 = await loadValidator();
  if (!validate3(data)) {
    const typo = (e) => e.keyword === "additionalProperties" ? 0 : 1;
    const errors = [...validate3.errors ?? []].sort((a, b) => b.instancePath.length - a.instancePath.length || typo(a) - typo(b));
    throw new UsageError(`settings file ${display2}: ${describeError(errors[0], data)}`);
  }
  checkGlobs(settingsSchema(rules), data, "", display2);
  const policy = data.policy;
  if (policy)
    patternLayer(policy, display2, `settings file ${display2}: policy.`);
}
function settingsInTree(configFlag, roots2, cwd2) {
  const found2 = configFlag ? { path: (0, import_node_path16.resolve)(cwd2, configFlag), within: void 0 } : findSettingsFile(roots2, cwd2);
  if (!found2)
    return void 0;
  const { path, within } = found2;
  const display2 = displayOf(path, cwd2);
  const read = readOwnFile(path, MAX_SETTINGS_BYTES, within);
  if (!read.ok) {
    const hint = read.message.startsWith("symbolic link pointing outside") ? " (to use a settings file from elsewhere, name it with --config)" : "";
    throw new UsageError(`cannot read settings file ${display2}: ${read.message}${hint}`);
  }
  return { path, display: display2, text: read.text };
}
function settingsAtBase(configFlag, roots2, cwd2, base3) {
  const candidates = configFlag ? [(0, import_node_path16.resolve)(cwd2, configFlag)] : settingsCandidates(roots2, cwd2);
  for (const path of candidates) {
    const display2 = displayOf(path, cwd2);
    const read = readAtBase(base3, path, MAX_SETTINGS_BYTES);
    if (read.ok)
      return { path, display: display2, text: read.text };
    if (!read.missing)
      throw new UsageError(`cannot read settings file ${display2}: ${read.message}`);
  }
  return void 0;
}
function checkGlobs(schema, value, where4, display2) {
  if (typeof value === "string") {
    if (schema.format !== "glob")
      return;
    try {
      compileGlob(value);
    } catch (e) {
      if (!(e instanceof GlobError))
        throw e;
      throw new UsageError(`settings file ${display2}: ${where4} "${value}" is not a valid glob: it ${e.message}`);
    }
    return;
  }
  for (const branch of schema.anyOf ?? [])
    checkGlobs(branch, value, where4, display2);
  if (Array.isArray(value)) {
    const items = schema.items;
    value.forEach((item, i) => {
      const itemSchema = Array.isArray(items) ? items[i] : items;
      if (itemSchema)
        checkGlobs(itemSchema, item, `${where4}[${i}]`, display2);
    });
  } else if (value && typeof value === "object") {
    const properties2 = schema.properties ?? {};
    for (const [key, item] of Object.entries(value)) {
      if (Object.prototype.hasOwnProperty.call(properties2, key))
        checkGlobs(properties2[key], item, where4 ? `${where4}.${key}` : key, display2);
    }
  }
}
function applyRuleSettings(rules2, settings, forced = []) {
  const ruleSettings = {};
  const enabled = rules2.filter((rule) => {
    const setting = settings?.rules?.[rule.meta.id];
    if (setting === void 0)
      return true;
    const [given, options2] = Array.isArray(setting) ? setting : [setting, void 0];
    const level = given === "warn" ? "warning" : given;
    if (level === "off") {
      if (!forced.includes(rule.meta.id))
        return false;
      ruleSettings[rule.meta.id] = { options: options2 ?? {} };
      return true;
    }
    ruleSettings[rule.meta.id] = level === "default" ? { options: options2 ?? {} } : { level, options: options2 ?? {} };
    return true;
  });
  return { rules: enabled, ruleSettings };
}
var import_node_path16, MAX_SETTINGS_BYTES, displayOf;
var init_settings = __esm({
  "dist/src/engine/settings.js"() {
    "use strict";
    import_node_path16 = require("node:path");
    init_discover();
    init_own_files();
    init_git_base();
    init_rules();
    init_did_you_mean();
    init_glob();
    init_lazy();
    init_redaction();
    init_settings_file();
    init_policy_file();
    init_glob();
    MAX_SETTINGS_BYTES = 1024 * 1024;
    displayOf = (path, cwd2) => (0, import_node_path16.relative)(cwd2, path).split(import_node_path16.sep).join("/") || path;
  }
});

// dist/src/engine/filter.js
function directiveOf(comment) {
  const start = comment.indexOf(NAME);
  if (start < 0)
    return void 0;
  const fileWide = comment.startsWith("-file", start + NAME.length);
  const open = start + NAME.length + (fileWide ? 5 : 0);
  if (comment[open] !== "[")
    return { ids: "", rest: comment.slice(open), fileWide, malformed: true };
  const close = comment.indexOf("]", open + 1);
  if (close < 0)
    return { ids: "", rest: "", fileWide, malformed: true };
  return { ids: comment.slice(open + 1, close), rest: comment.slice(close + 1), fileWide };
}
function suppressionsOf(file) {
  const out = [];
  for (const comment of file.comments) {
    const match = directiveOf(comment.text);
    if (!match)
      continue;
    const { line } = positionAt(file.source, comment.span.start);
    const before = file.source.text.slice(file.source.lineStarts[line - 1], comment.span.start);
    const ownLine = before.trim() === "";
    out.push({
      file: file.source.display,
      source: file.source,
      span: comment.span,
      line: ownLine ? line + 1 : line,
      ruleIds: match.ids.split(",").map((s) => s.trim()).filter(Boolean),
      reason: match.rest.replace(/\*\/\s*$/, "").replace(/^\s*:?/, "").trim(),
      used: false,
      fileWide: match.fileWide,
      malformed: match.malformed ?? false
    });
  }
  return out;
}
function serverOf(location, name) {
  return ["mcpServers", "servers", "mcp_servers", "mcp", "mcp.servers", "context_servers"].some((container) => {
    const prefix = `${container}.${name}`;
    return location === prefix || location.startsWith(`${prefix}.`) || location.startsWith(`${prefix}[`);
  });
}
function filterFindings(findings, options2) {
  const suppressions = options2.configs.flatMap(suppressionsOf);
  const known = new Set(options2.rules.map((r) => r.meta.id));
  const ignoreRules = (options2.ignoreFindings ?? []).map((entry) => ({ entry, file: entry.file ? compileGlob(entry.file) : void 0, used: false }));
  const base3 = options2.settingsBase ? `${options2.settingsBase}/` : "";
  const out = { findings: [], suppressed: [], baselined: [], unusedIgnoreFindings: [], matchedBaseline: /* @__PURE__ */ new Set() };
  for (const finding of findings) {
    const inline = suppressions.filter((s) => s.file === finding.file && (s.fileWide || s.line === finding.region.startLine) && s.ruleIds.includes(finding.ruleId));
    if (inline.length) {
      for (const s of inline)
        s.used = true;
      out.suppressed.push(finding);
      continue;
    }
    const relative12 = options2.settingsPath ? options2.settingsPath(finding.file) : finding.file.startsWith(base3) ? finding.file.slice(base3.length) : finding.file;
    const ignored = ignoreRules.filter(({ entry, file }) => entry.rule === finding.ruleId && (!file || file.test(relative12)) && (!entry.server || serverOf(finding.location, entry.server)));
    if (ignored.length) {
      for (const rule of ignored)
        rule.used = true;
      out.suppressed.push(finding);
      continue;
    }
    if (options2.baseline?.has(finding.fingerprint)) {
      out.baselined.push(finding);
      out.matchedBaseline.add(finding.fingerprint);
      continue;
    }
    out.findings.push(finding);
  }
  ignoreRules.forEach((rule, i) => {
    if (!rule.used)
      out.unusedIgnoreFindings.push(i);
  });
  if (known.has(SUPPRESSION_RULE)) {
    const redaction = options2.redaction ?? new Redaction();
    const fileKey = options2.fingerprintFile ?? ((source2) => source2.display);
    for (const s of suppressions) {
      const unknown = s.ruleIds.filter((id) => !known.has(id) && id !== SUPPRESSION_RULE);
      const directive = s.fileWide ? `${NAME}-file` : NAME;
      const problems = [
        ...s.malformed ? [`names no rule: write ${directive}[rule-id]: reason`] : s.ruleIds.length ? [] : ["names no rule"],
        ...unknown.map((id) => `names unknown rule "${id}"${didYouMean(id, known)}`),
        ...s.reason ? [] : ["gives no reason (write one after a colon)"],
        ...s.used || unknown.length || !s.ruleIds.length ? [] : [s.fileWide ? "suppresses nothing in this file" : "suppresses nothing on the line it covers"]
      ];
      for (const problem of problems) {
        const finding = {
          ruleId: SUPPRESSION_RULE,
          level: "note",
          message: redaction.mask(`this ${directive} comment ${problem}`, s.source.path),
          file: s.file,
          span: s.span,
          region: regionOf(s.source, s.span),
          location: "",
          fingerprint: (0, import_node_crypto4.createHash)("sha256").update(redaction.mask(`${SUPPRESSION_RULE}\0${fileKey(s.source)}\0${problem}\0${s.ruleIds.join(",")}`)).digest("hex").slice(0, 32)
          // no code frame here: the text report draws one for the findings it shows (ScanResult.drawCodeFrames)
        };
        if (options2.baseline?.has(finding.fingerprint)) {
          out.baselined.push(finding);
          out.matchedBaseline?.add(finding.fingerprint);
        } else
          out.findings.push(finding);
      }
    }
  }
  return out;
}
function formatBaseline(findings, toolVersion2, fileOf = (f) => f.file) {
  const entries = findings.map((f) => ({ ruleId: f.ruleId, file: fileOf(f), location: f.location, fingerprint: f.fingerprint })).sort((a, b) => a.file + a.location + a.ruleId + a.fingerprint < b.file + b.location + b.ruleId + b.fingerprint ? -1 : 1);
  return JSON.stringify({ version: BASELINE_VERSION, tool: { name: "mcp-audit", version: toolVersion2 }, findings: entries }, null, 2) + "\n";
}
function parseBaseline(text2) {
  const parsed = parseOwnJson(text2);
  if (!parsed.ok)
    return `not valid JSON: ${parsed.message}`;
  const data = parsed.data;
  if (data === null || typeof data !== "object" || data.version !== 1 && data.version !== BASELINE_VERSION || !Array.isArray(data.findings)) {
    return `not an mcp-audit baseline (version 1 or ${BASELINE_VERSION})`;
  }
  const findings = data.findings;
  const staleSecrets = data.version === 1 ? findings.filter((f) => f?.ruleId === SECRET_RULE2).length : 0;
  const live = findings.filter((f) => !(data.version === 1 && f?.ruleId === SECRET_RULE2));
  const files = new Map(live.map((f) => [String(f?.fingerprint), { file: String(f?.file ?? ""), ruleId: String(f?.ruleId ?? "") }]));
  return { fingerprints: new Set(findings.map((f) => String(f?.fingerprint))), files, staleSecrets };
}
var import_node_crypto4, SUPPRESSION_RULE, NAME, MAX_BASELINE_BYTES, BASELINE_VERSION, SECRET_RULE2;
var init_filter = __esm({
  "dist/src/engine/filter.js"() {
    "use strict";
    import_node_crypto4 = require("node:crypto");
    init_own_files();
    init_source();
    init_did_you_mean();
    init_redaction();
    init_settings();
    SUPPRESSION_RULE = "suppression-comment";
    NAME = "mcp-audit-ignore";
    MAX_BASELINE_BYTES = 64 * 1024 * 1024;
    BASELINE_VERSION = 2;
    SECRET_RULE2 = "hardcoded-secret";
  }
});

// dist/src/cli/write-output.js
function writeOutputFile(flag, given, cwd2, text2) {
  const target = (0, import_node_path18.resolve)(cwd2, given);
  const folder = (0, import_node_path18.dirname)(target);
  const named = `${flag} ${printable(given)}`;
  if (isLink(target))
    throw new UsageError(`${named}: is a symbolic link; mcp-audit does not write through one (remove it, or name the file it points to)`);
  const failed2 = (e) => {
    const why2 = reason(e);
    if (why2 === void 0)
      throw e;
    throw new UsageError(`${named}: cannot write ${flag === "--output" ? "the report" : "the file"}: ${why2}`);
  };
  try {
    (0, import_node_fs17.mkdirSync)(folder, { recursive: true });
  } catch (e) {
    failed2(e);
  }
  const spelledOut = (0, import_node_path18.isAbsolute)(given) || given.split(/[\\/]/).includes("..");
  const realCwd = safeRealpath(cwd2) ?? cwd2;
  const realFolder = safeRealpath(folder);
  if (!spelledOut && (!realFolder || !isInside(realFolder, realCwd))) {
    throw new UsageError(`${named}: its folder is a symbolic link out of the current directory; mcp-audit does not write through one`);
  }
  const temp = (0, import_node_path18.join)(realFolder ?? folder, `.${(0, import_node_path18.basename)(target)}.mcp-audit-${process.pid}-${(0, import_node_crypto5.randomBytes)(4).toString("hex")}.tmp`);
  try {
    const fd = (0, import_node_fs17.openSync)(temp, "wx", 420);
    try {
      (0, import_node_fs17.writeSync)(fd, text2);
    } finally {
      (0, import_node_fs17.closeSync)(fd);
    }
    (0, import_node_fs17.renameSync)(temp, (0, import_node_path18.join)(realFolder ?? folder, (0, import_node_path18.basename)(target)));
  } catch (e) {
    (0, import_node_fs17.rmSync)(temp, { force: true });
    failed2(e);
  }
}
function reason(e) {
  switch (e.code) {
    case "EISDIR":
    case "ENOTEMPTY":
      return "it is a directory";
    case "EEXIST":
    case "ENOTDIR":
      return "a part of its path is a file, not a folder";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    case "ENOSPC":
      return "no space left on the device";
    default:
      return void 0;
  }
}
function isLink(path) {
  try {
    return (0, import_node_fs17.lstatSync)(path).isSymbolicLink();
  } catch {
    return false;
  }
}
var import_node_fs17, import_node_crypto5, import_node_path18;
var init_write_output = __esm({
  "dist/src/cli/write-output.js"() {
    "use strict";
    import_node_fs17 = require("node:fs");
    import_node_crypto5 = require("node:crypto");
    import_node_path18 = require("node:path");
    init_discover();
    init_paths();
    init_printable();
  }
});

// dist/src/cli/version.js
function toolVersion() {
  for (const rel of ["../../package.json", "../../../package.json"]) {
    try {
      return JSON.parse((0, import_node_fs19.readFileSync)(new URL(rel, importMetaUrl), "utf8")).version;
    } catch {
    }
  }
  return "0.0.0";
}
var import_node_fs19;
var init_version = __esm({
  "dist/src/cli/version.js"() {
    "use strict";
    import_node_fs19 = require("node:fs");
  }
});

// dist/src/report/text.js
var text_exports = {};
__export(text_exports, {
  formatText: () => formatText,
  plural: () => plural,
  summary: () => summary
});
function plural(n, word, words2 = `${word}s`) {
  return `${n} ${n === 1 ? word : words2}`;
}
function formatText(findings, options2) {
  const paint = (style, text2) => options2.color ? `\x1B[${STYLE[style]}m${text2}\x1B[0m` : text2;
  const levelColor = { error: "red", warning: "yellow", note: "blue" };
  const blocks2 = findings.map((f) => {
    const gutterWidth = String(f.snippet?.at(-1)?.line ?? f.region.startLine).length;
    const gutter = (label = "") => paint("blue", `${label.padStart(gutterWidth)} |`);
    const lines = [
      `${paint(levelColor[f.level], paint("bold", `${f.level}[${f.ruleId}]`))}${paint("bold", `: ${printable(f.message)}`)}`,
      `${" ".repeat(gutterWidth)}${paint("blue", "-->")} ${printable(f.file)}:${f.region.startLine}:${f.region.startColumn}`
    ];
    if (f.snippet?.length) {
      lines.push(gutter());
      for (const { line, text: text2, column: column2 = 1 } of f.snippet) {
        lines.push(`${gutter(String(line))} ${text2}`);
        const marker = underline(text2, line, f, column2);
        if (marker)
          lines.push(`${gutter()} ${paint(levelColor[f.level], marker)}`);
      }
      lines.push(gutter());
    }
    const note2 = (label, text2) => `${" ".repeat(gutterWidth)} ${paint("bold", "=")} ${paint("bold", label)}: ${printable(text2)}`;
    if (f.location)
      lines.push(note2("at", f.location));
    if (f.provenance)
      lines.push(note2("source", f.provenance));
    if (f.fix)
      lines.push(note2(f.fix.safe ? "fix" : "unsafe fix", `${f.fix.description} (${f.fix.safe ? "--fix" : "--fix --unsafe-fixes"})`));
    for (const s of f.suggestions ?? [])
      lines.push(note2("suggestion", s.description));
    lines.push(note2("docs", options2.docsUrl(f.ruleId)));
    return lines.join("\n");
  });
  const total = summary(findings, options2.hidden);
  return blocks2.length ? `${blocks2.join("\n\n")}

${total}
` : `${total}
`;
}
function underline(text2, line, f, column2) {
  const shift = column2 - 1;
  const from = Math.max(line === f.region.startLine ? f.region.startColumn - 1 - shift : 0, 0);
  const to = Math.min(line === f.region.endLine ? f.region.endColumn - 1 - shift : text2.length, text2.length);
  if (to < from || to === from && f.span.end > f.span.start)
    return "";
  const pad = text2.slice(0, from).replace(/[^\t]/g, " ");
  return pad + "^".repeat(Math.max(to - from, 1));
}
function summary(findings, hidden) {
  const unparsed2 = hidden?.unparsed ? [`${hidden.unparsed} file${hidden.unparsed === 1 ? "" : "s"} could not be parsed`] : [];
  const quiet = hidden?.quiet?.count ? [hidden.quiet.failOn === "none" ? `${hidden.quiet.count} hidden by --quiet with --fail-on none` : `${hidden.quiet.count} below --fail-on ${hidden.quiet.failOn}`] : [];
  const hiddenParts = [
    ...unparsed2,
    ...quiet,
    ...hidden?.suppressed ? [`${hidden.suppressed} suppressed`] : [],
    ...hidden?.baselined ? [`${hidden.baselined} in the baseline`] : [],
    ...hidden?.scanned?.gitignored ? [`${plural(hidden.scanned.gitignored, "gitignored path")} not scanned`] : []
  ];
  if (!findings.length)
    return noFindings(quiet.length > 0, hiddenParts, hidden?.scanned);
  const count2 = (level) => findings.filter((f) => f.level === level).length;
  const fixable = findings.filter((f) => f.fix?.safe).length;
  const parts = [plural(count2("error"), "error"), plural(count2("warning"), "warning"), plural(count2("note"), "note")];
  const groups = [...fixable ? [`${fixable} fixable with --fix`] : [], ...hiddenParts.length ? [hiddenParts.join(", ")] : []];
  return `${plural(findings.length, "finding")}: ${parts.join(", ")}${groups.length ? ` (${groups.join("; ")})` : ""}`;
}
function noFindings(quiet, hiddenParts, scanned) {
  const shown = quiet ? " shown" : "";
  if (!scanned)
    return `No findings${shown}${hiddenParts.length ? ` (${hiddenParts.join(", ")})` : ""}.`;
  if (!scanned.files && !scanned.skills) {
    const under = scanned.paths.length ? scanned.paths.join(", ") : ".";
    return `No MCP configuration or skill found under ${under}${hiddenParts.length ? ` (${hiddenParts.join(", ")})` : ""}`;
  }
  const what2 = [...scanned.files ? [plural(scanned.files, "config file")] : [], ...scanned.skills ? [plural(scanned.skills, "skill")] : []];
  const groups = [...scanned.files ? [plural(scanned.servers, "server")] : [], ...hiddenParts.length ? [hiddenParts.join(", ")] : []];
  return `No findings${shown} in ${what2.join(" and ")}${groups.length ? ` (${groups.join("; ")})` : ""}.`;
}
var STYLE;
var init_text = __esm({
  "dist/src/report/text.js"() {
    "use strict";
    init_printable();
    STYLE = { bold: "1", dim: "2", red: "31", yellow: "33", blue: "34", cyan: "36" };
  }
});

// dist/src/report/concise.js
var concise_exports = {};
__export(concise_exports, {
  formatConcise: () => formatConcise
});
function formatConcise(findings, hidden) {
  const lines = findings.map((f) => `${printable(f.file)}:${f.region.startLine}:${f.region.startColumn}: ${f.level} [${f.ruleId}] ${printable(f.message)}`);
  return [...lines, summary(findings, hidden)].join("\n") + "\n";
}
var init_concise = __esm({
  "dist/src/report/concise.js"() {
    "use strict";
    init_printable();
    init_text();
  }
});

// dist/src/report/json.js
var json_exports = {};
__export(json_exports, {
  formatJson: () => formatJson
});
function fixV1(fix) {
  return {
    description: fix.description,
    safe: fix.safe,
    needsVersionLookup: !!fix.resolve,
    edits: fix.edits.map((e) => ({ file: e.file, start: e.start, end: e.end, text: fix.resolve ? e.text.replaceAll(fix.resolve.placeholder, "<version>") : e.text }))
  };
}
function formatJson(findings, toolVersion2, hidden = { suppressed: 0, baselined: 0 }) {
  const owasp = new Map(rules.map((r) => [r.meta.id, r.meta.owasp]));
  const report5 = {
    version: 1,
    tool: { name: "mcp-audit", version: toolVersion2 },
    findings: findings.map((f) => ({
      ruleId: f.ruleId,
      level: f.level,
      message: f.message,
      file: f.file,
      location: f.location,
      line: f.region.startLine,
      column: f.region.startColumn,
      endLine: f.region.endLine,
      endColumn: f.region.endColumn,
      offset: { start: f.span.start, end: f.span.end },
      fingerprint: f.fingerprint,
      fix: f.fix ? fixV1(f.fix) : null,
      suggestions: (f.suggestions ?? []).map(fixV1),
      ...f.related?.length ? { related: f.related.map((r) => ({ file: r.file, message: r.message })) } : {},
      ...f.provenance ? { properties: { source: f.provenance } } : {},
      ...owasp.get(f.ruleId) ? { owasp: [...owasp.get(f.ruleId)] } : {}
    })),
    summary: {
      findings: findings.length,
      errors: findings.filter((f) => f.level === "error").length,
      warnings: findings.filter((f) => f.level === "warning").length,
      notes: findings.filter((f) => f.level === "note").length,
      fixable: findings.filter((f) => f.fix?.safe).length,
      suppressed: hidden.suppressed,
      baselined: hidden.baselined
    }
  };
  if (hidden.scanned) {
    const { files, skills, servers, gitignored } = hidden.scanned;
    report5.scanned = { files, skills, servers, gitignored };
  }
  return printableJson(JSON.stringify(report5, null, 2)) + "\n";
}
var init_json2 = __esm({
  "dist/src/report/json.js"() {
    "use strict";
    init_rules();
    init_printable();
  }
});

// dist/src/report/load-context.js
var load_context_exports = {};
__export(load_context_exports, {
  reportContext: () => reportContext
});
function reportContext(result2, rules2, toolVersion2) {
  const sources = [...result2.configs.map((c) => c.source), ...result2.skills.map((s) => s.manifest)];
  const texts = new Map(sources.map((s) => [s.display, s.text]));
  const displays = new Map(sources.map((s) => [s.path, s.display]));
  const outside = /* @__PURE__ */ new Map();
  const files = [...sources, ...result2.skills.flatMap((s) => s.scripts.map((f) => f.source)), ...result2.notices];
  for (const { path, display: display2 } of files) {
    const shown = display2.replace(/\\/g, "/");
    if (isOutside(path, shown) && !outside.has(shown))
      outside.set(shown, path);
  }
  return {
    rules: rules2.map((r) => r.meta),
    toolVersion: toolVersion2,
    readRuleDoc(id) {
      try {
        return readRuleFile(`${id}.md`);
      } catch {
        return void 0;
      }
    },
    sourceText: (file) => texts.get(file),
    displayPath: (file) => displays.get(file) ?? file,
    outsidePath: (file) => outside.get(file.replace(/\\/g, "/")),
    scannedFiles: [...new Set([...sources, ...result2.skills.flatMap((s) => s.scripts.map((f) => f.source))].map((s) => s.display))],
    // a rule's error can quote what it was reading
    internalErrors: result2.internalErrors.map((e) => result2.redaction.mask(e))
  };
}
function isOutside(path, display2) {
  if (display2 === ".." || display2.startsWith("../"))
    return true;
  if (display2.startsWith("/") || /^[A-Za-z]:\//.test(display2))
    return true;
  const abs = path.replace(/\\/g, "/");
  return !(abs === display2 || abs.endsWith(`/${display2}`) || display2 === ".");
}
var init_load_context = __esm({
  "dist/src/report/load-context.js"() {
    "use strict";
    init_data();
  }
});

// dist/rules/owasp-mcp-top10.js
function owaspTitle(id) {
  return OWASP_MCP_TAXA.find((t) => t.id === id)?.title;
}
var OWASP_MCP_TOP10, OWASP_MCP_TAXA;
var init_owasp_mcp_top10 = __esm({
  "dist/rules/owasp-mcp-top10.js"() {
    "use strict";
    OWASP_MCP_TOP10 = {
      name: "OWASP MCP Top 10",
      version: "2025",
      organization: "OWASP",
      informationUri: "https://owasp.org/www-project-mcp-top-10/",
      description: "OWASP MCP Top 10 (v0.1, 2025): the most critical security risks of Model Context Protocol servers and clients."
    };
    OWASP_MCP_TAXA = [
      { id: "MCP01:2025", title: "Token Mismanagement & Secret Exposure" },
      { id: "MCP02:2025", title: "Privilege Escalation via Scope Creep" },
      { id: "MCP03:2025", title: "Tool Poisoning" },
      { id: "MCP04:2025", title: "Software Supply Chain Attacks & Dependency Tampering" },
      { id: "MCP05:2025", title: "Command Injection & Execution" },
      { id: "MCP06:2025", title: "Intent Flow Subversion" },
      { id: "MCP07:2025", title: "Insufficient Authentication & Authorization" },
      { id: "MCP08:2025", title: "Lack of Audit and Telemetry" },
      { id: "MCP09:2025", title: "Shadow MCP Servers" },
      { id: "MCP10:2025", title: "Context Injection & Over-Sharing" }
    ];
  }
});

// dist/src/report/sarif-taxonomy.js
function owaspTaxonomy() {
  return {
    name: OWASP_MCP_TOP10.name,
    version: OWASP_MCP_TOP10.version,
    organization: OWASP_MCP_TOP10.organization,
    informationUri: OWASP_MCP_TOP10.informationUri,
    shortDescription: { text: OWASP_MCP_TOP10.description },
    isComprehensive: true,
    taxa: OWASP_MCP_TAXA.map((t) => ({ id: t.id, name: t.title, shortDescription: { text: t.title }, helpUri: OWASP_MCP_TOP10.informationUri }))
  };
}
function supportedTaxonomies() {
  return [{ name: OWASP_MCP_TOP10.name, index: TAXONOMY_INDEX }];
}
function owaspRelationships(ids) {
  const out = [];
  for (const id of ids ?? []) {
    const index = OWASP_MCP_TAXA.findIndex((t) => t.id === id);
    if (index < 0)
      continue;
    out.push({ target: { id, index, toolComponent: { name: OWASP_MCP_TOP10.name, index: TAXONOMY_INDEX } }, kinds: ["superset"] });
  }
  return out;
}
function owaspTag(id) {
  return `external/owasp-mcp-top10/${id.split(":")[0].toLowerCase()}`;
}
var TAXONOMY_INDEX;
var init_sarif_taxonomy = __esm({
  "dist/src/report/sarif-taxonomy.js"() {
    "use strict";
    init_owasp_mcp_top10();
    TAXONOMY_INDEX = 0;
  }
});

// dist/src/report/sarif-rules.js
function ruleName(id) {
  const name = id.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join("");
  return (name || id).slice(0, MAX_NAME);
}
function ruleDescriptor(meta, doc) {
  const url = docsUrl(meta.id);
  const markdown = doc?.trim() ? absolutizeLinks(doc.trim(), url) : void 0;
  const summary2 = markdown ? docSummary(markdown, url) : void 0;
  const owaspTags = (meta.owasp ?? []).map(owaspTag);
  const tags = ["security", ...meta.tags.filter((t) => t !== "security"), ...owaspTags].filter((t, i, all) => all.indexOf(t) === i);
  const relationships = owaspRelationships(meta.owasp);
  return {
    id: meta.id,
    name: ruleName(meta.id),
    shortDescription: { text: clip(meta.description) },
    fullDescription: { text: clip(summary2 || meta.description) },
    help: markdown ? { text: markdownToText(markdown, url), markdown } : { text: `${meta.description}

Documentation: ${url}`, markdown: `${meta.description}

[Documentation](${url})` },
    helpUri: url,
    defaultConfiguration: { level: meta.level },
    properties: { tags: tags.slice(0, MAX_TAGS), precision: meta.precision, "security-severity": String(meta.securitySeverity) },
    ...relationships.length ? { relationships } : {}
  };
}
function unknownRuleDescriptor(id, level) {
  const url = docsUrl(id);
  return {
    id,
    name: ruleName(id),
    shortDescription: { text: id },
    fullDescription: { text: id },
    help: { text: `Documentation: ${url}`, markdown: `[Documentation](${url})` },
    helpUri: url,
    defaultConfiguration: { level },
    properties: { tags: ["security"] }
  };
}
function clip(text2, max = MAX_DESCRIPTION) {
  if (text2.length <= max)
    return text2;
  let cut = max - 1;
  const code2 = text2.charCodeAt(cut - 1);
  if (code2 >= 55296 && code2 <= 56319)
    cut--;
  return `${text2.slice(0, cut).trimEnd()}\u2026`;
}
function blocks(md) {
  const out = [];
  let fence;
  for (const line of md.replace(/\r\n?/g, "\n").split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      const closes = marker && marker[0] === fence[0] && marker.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line);
      out.push({ kind: closes ? "fence" : "code", line });
      if (closes)
        fence = void 0;
    } else if (marker) {
      fence = marker;
      out.push({ kind: "fence", line });
    } else {
      out.push({ kind: "text", line });
    }
  }
  return out;
}
function mapInline(line, text2, code2) {
  let out = "";
  let last2 = 0;
  for (const span of codeSpans(line)) {
    out += text2(line.slice(last2, span.start)) + code2(line.slice(span.start, span.end), line.slice(span.start + span.ticks, span.end - span.ticks).replace(/^ (.*) $/, "$1"));
    last2 = span.end;
  }
  return out + text2(line.slice(last2));
}
function codeSpans(line) {
  const runs = [];
  for (let i = line.indexOf("`"); i >= 0; i = line.indexOf("`", i)) {
    let end = i;
    while (line[end] === "`")
      end++;
    runs.push({ start: i, length: end - i });
    i = end;
  }
  const byLength = /* @__PURE__ */ new Map();
  runs.forEach((run, index) => {
    const list = byLength.get(run.length) ?? { at: [], next: 0 };
    list.at.push(index);
    byLength.set(run.length, list);
  });
  const spans = [];
  for (let r = 0; r < runs.length; r++) {
    const open = runs[r];
    const same2 = byLength.get(open.length);
    while (same2.next < same2.at.length && same2.at[same2.next] <= r)
      same2.next++;
    if (same2.next === same2.at.length)
      continue;
    const close = same2.at[same2.next];
    spans.push({ start: open.start, end: runs[close].start + open.length, ticks: open.length });
    r = close;
  }
  return spans;
}
function resolveUrl(target, base3) {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(target))
    return target;
  try {
    return new URL(target, base3).href;
  } catch {
    return target;
  }
}
function mapText(md, onText, onCode) {
  const out = [];
  let run = [];
  const flush = () => {
    if (run.length)
      out.push(onText(run.join("\n")));
    run = [];
  };
  for (const b of blocks(md)) {
    if (b.kind !== "text") {
      flush();
      const line = onCode(b);
      if (line !== void 0)
        out.push(line);
    } else if (!b.line.trim() || /^ {0,3}#{1,6}\s/.test(b.line)) {
      flush();
      out.push(onText(b.line));
    } else {
      run.push(b.line);
    }
  }
  flush();
  return out.join("\n");
}
function absolutizeLinks(md, base3) {
  const fix = (s) => s.replace(/(\]\()(<?)([^)\s>]+)/g, (_, open, lt, target) => `${open}${lt}${resolveUrl(target, base3)}`);
  return mapText(md, (run) => mapInline(run, fix, (s) => s), (b) => b.line);
}
function inlineToText(s) {
  return s.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, (_, c) => String.fromCharCode(57344 + c.charCodeAt(0))).replace(/!\[([^\][]*)\]\(<?([^()\s>]+)>?(?:\s+"[^"]*")?\)/g, (_, alt, url) => alt ? `${alt} (${url})` : url).replace(/\[([^\][]+)\]\(<?([^()\s>]+)>?(?:\s+"[^"]*")?\)/g, (_, label, url) => label === url ? url : `${label} (${url})`).replace(/<((?:https?|mailto):[^>\s]+)>/g, "$1").replace(/<!--(?:(?!<!--).)*?-->/g, "").replace(/(\*\*|__)(?=\S)((?:(?!\1).)+?)(?<=\S)\1/g, "$2").replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, "$1$2").replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, "$1$2").replace(/~~(?=\S)(.+?)(?<=\S)~~/g, "$1").replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 57344));
}
function markdownToText(md, base3 = "") {
  const lineMarks = (line) => {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    return (heading ? heading[1] : line).replace(/^ {0,3}>\s?/, "").replace(/^(\s*)[*+]\s+/, "$1- ");
  };
  const text2 = mapText(base3 ? absolutizeLinks(md, base3) : md, (run) => mapInline(run.split("\n").map(lineMarks).join("\n"), inlineToText, (_, inner) => inner).split("\n").map((l) => l.trimEnd()).join("\n"), (b) => b.kind === "fence" ? void 0 : b.line ? `    ${b.line}` : "");
  return text2.replace(/\n{3,}/g, "\n\n").trim();
}
function docSummary(md, base3) {
  const para = [];
  let seenTitle = false;
  for (const b of blocks(md)) {
    if (b.kind !== "text") {
      if (para.length)
        break;
      continue;
    }
    const line = b.line.trim();
    if (/^#{1,6}\s/.test(line)) {
      if (para.length)
        break;
      if (/^#\s/.test(line))
        seenTitle = true;
      continue;
    }
    if (!line) {
      if (para.length)
        break;
      continue;
    }
    if (!seenTitle && !para.length && /^(?:<!--|---)/.test(line))
      continue;
    para.push(line);
  }
  if (!para.length)
    return void 0;
  return markdownToText(para.join(" "), base3).replace(/\s+/g, " ").trim() || void 0;
}
var MAX_DESCRIPTION, MAX_NAME, MAX_TAGS;
var init_sarif_rules = __esm({
  "dist/src/report/sarif-rules.js"() {
    "use strict";
    init_rules();
    init_sarif_taxonomy();
    MAX_DESCRIPTION = 1024;
    MAX_NAME = 255;
    MAX_TAGS = 20;
  }
});

// dist/src/report/sarif.js
var sarif_exports = {};
__export(sarif_exports, {
  FINGERPRINT_KEY: () => FINGERPRINT_KEY,
  MAX_RESULTS: () => MAX_RESULTS,
  SARIF_SCHEMA: () => SARIF_SCHEMA,
  SARIF_VERSION: () => SARIF_VERSION,
  SRCROOT: () => SRCROOT,
  TOOL_NAME: () => TOOL_NAME,
  artifactLocation: () => artifactLocation,
  buildSarif: () => buildSarif,
  formatSarif: () => formatSarif
});
function formatSarif(findings, ctx) {
  return `${printableJson(JSON.stringify(buildSarif(findings, ctx), null, 2))}
`;
}
function buildSarif(findings, ctx) {
  const rules2 = ctx.rules.map((meta) => ruleDescriptor(meta, ctx.readRuleDoc(meta.id)));
  const index = /* @__PURE__ */ new Map();
  rules2.forEach((rule, i) => {
    if (!index.has(rule.id))
      index.set(rule.id, i);
  });
  for (const finding of findings) {
    if (index.has(finding.ruleId))
      continue;
    index.set(finding.ruleId, rules2.length);
    rules2.push(unknownRuleDescriptor(finding.ruleId, finding.level));
  }
  const sources = /* @__PURE__ */ new Map();
  const sourceOf2 = (display2, raw) => {
    if (!sources.has(display2)) {
      const text2 = ctx.sourceText(display2) ?? (raw !== display2 ? ctx.sourceText(raw) : void 0);
      sources.set(display2, text2 === void 0 ? void 0 : makeSource(raw, display2, text2));
    }
    return sources.get(display2);
  };
  const errors = ctx.internalErrors ?? [];
  const notifications = errors.map((e) => ({ level: "error", message: { text: firstLine2(e) } }));
  const kept = withinLimit(findings);
  if (kept.length < findings.length) {
    notifications.push({ level: "warning", message: { text: truncationNotice(findings.length - kept.length, findings.length) } });
  }
  const version = ctx.toolVersion;
  return {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [{
      tool: {
        driver: {
          name: TOOL_NAME,
          version,
          ...SEMVER.test(version) ? { semanticVersion: version } : {},
          informationUri: INFORMATION_URI,
          rules: rules2,
          supportedTaxonomies: supportedTaxonomies()
        }
      },
      taxonomies: [owaspTaxonomy()],
      invocations: [{
        executionSuccessful: errors.length === 0,
        ...notifications.length ? { toolExecutionNotifications: notifications } : {}
      }],
      // SARIF wants every uriBaseId defined here. Its absolute URI is left out on purpose (allowed: "uri must be
      // absolute or absent", sarif-sdk rule SARIF1018): it would put a machine path such as /home/alice/… in a file
      // that gets uploaded and shared, and GitHub resolves relative URIs against the checkout anyway.
      originalUriBaseIds: {
        [SRCROOT]: { description: { text: "The directory mcp-audit ran in (normally the repository root). Every relative uri resolves against it." } }
      },
      columnKind: "utf16CodeUnits",
      ...ctx.scannedFiles?.length ? { artifacts: ctx.scannedFiles.map((file) => ({ location: fileLocation(file, ctx), roles: ["analysisTarget"] })) } : {},
      results: kept.map((f) => result(f, index.get(f.ruleId), ctx, sourceOf2))
    }]
  };
}
function withinLimit(findings) {
  if (findings.length <= MAX_RESULTS)
    return findings;
  const rank = (f) => LEVEL_RANK[f.level] ?? 3;
  const chosen = findings.map((_, i) => i).sort((a, b) => rank(findings[a]) - rank(findings[b]) || a - b).slice(0, MAX_RESULTS);
  return chosen.sort((a, b) => a - b).map((i) => findings[i]);
}
function truncationNotice(omitted, total) {
  return `${omitted} of ${total} results were left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run, so this file keeps the most severe ones (errors, then warnings, then notes, each in scan order). Run mcp-audit with --format json for all of them.`;
}
function firstLine2(text2) {
  return text2.split(/\r?\n/, 1)[0].trim() || "internal error";
}
function result(f, ruleIndex, ctx, sourceOf2) {
  const location = {
    physicalLocation: { artifactLocation: fileLocation(f.file, ctx), region: sarifRegion(f.region) }
  };
  if (f.location)
    location.logicalLocations = [{ fullyQualifiedName: f.location }];
  const out = {
    ruleId: f.ruleId,
    ruleIndex,
    level: f.level,
    message: { text: messageText(f.message) },
    locations: [location],
    // Only mcp-audit's own key: `primaryLocationLineHash` is left to upload-sarif, which computes it from the file.
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint }
  };
  if (f.related?.length) {
    out.relatedLocations = f.related.map((r, id) => ({ id, physicalLocation: { artifactLocation: fileLocation(r.file, ctx) }, message: { text: messageText(r.message) } }));
  }
  const fixes = [];
  const add = (fix, kind) => {
    const converted = sarifFix(fix, kind, f, ctx, sourceOf2);
    if (converted)
      fixes.push(converted);
  };
  if (f.fix)
    add(f.fix, "fix");
  for (const suggestion2 of f.suggestions ?? [])
    add(suggestion2, "suggestion");
  if (fixes.length)
    out.fixes = fixes;
  if (f.provenance)
    out.properties = { source: f.provenance };
  return out;
}
function messageText(message3) {
  return /\[[^\][]*\]\(/.test(message3) ? message3.replace(/[\\[\]]/g, (c) => `\\${c}`) : message3;
}
function sarifRegion(r) {
  const startLine = Math.max(1, r.startLine);
  const startColumn = Math.max(1, r.startColumn);
  let endLine = Math.max(startLine, r.endLine);
  let endColumn = Math.max(1, r.endColumn);
  if (r.endLine < startLine)
    endLine = startLine;
  if (endLine === startLine && endColumn < startColumn)
    endColumn = startColumn;
  return { startLine, startColumn, endLine, endColumn };
}
function fileLocation(display2, ctx) {
  const outside = ctx.outsidePath?.(display2);
  return artifactLocation(outside !== void 0 && isAbsolutePath(outside) ? outside : display2);
}
function isAbsolutePath(path) {
  return /^(?:[\\/]|[A-Za-z]:[\\/])/.test(path);
}
function artifactLocation(file) {
  const path = file.replace(/\\/g, "/");
  if (/^[A-Za-z]:\//.test(path))
    return { uri: `file:///${path.slice(0, 2)}${encodePath(path.slice(2))}` };
  if (path.startsWith("//"))
    return { uri: `file:${encodePath(path)}` };
  if (path.startsWith("/"))
    return { uri: `file://${encodePath(path)}` };
  return { uri: encodePath(path || "."), uriBaseId: SRCROOT };
}
function encodePath(path) {
  return path.split("/").map((segment) => encodeURIComponent(segment)).join("/");
}
function sarifFix(fix, kind, finding, ctx, sourceOf2) {
  if (fix.resolve || fix.edits.length === 0)
    return void 0;
  const changes = /* @__PURE__ */ new Map();
  for (const edit of fix.edits) {
    const display2 = editDisplayPath(edit.file, finding.file, ctx);
    const source2 = sourceOf2(display2, edit.file);
    if (!source2 || !(edit.start >= 0 && edit.start <= edit.end && edit.end <= source2.text.length))
      return void 0;
    let change = changes.get(display2);
    if (!change) {
      change = { artifactLocation: fileLocation(display2, ctx), replacements: [] };
      changes.set(display2, change);
    }
    const replacement = { deletedRegion: sarifRegion(regionOf(source2, edit)) };
    if (edit.text !== "")
      replacement.insertedContent = { text: edit.text };
    change.replacements.push(replacement);
  }
  const out = {
    artifactChanges: [...changes.values()],
    properties: { "mcp-audit/kind": kind, "mcp-audit/safe": fix.safe }
  };
  if (fix.description.trim())
    return { description: { text: fix.description }, ...out };
  return out;
}
function editDisplayPath(file, findingFile, ctx) {
  const mapped = ctx.displayPath?.(file);
  if (mapped !== void 0)
    return mapped.replace(/\\/g, "/");
  const normal = file.replace(/\\/g, "/");
  if (normal === findingFile)
    return findingFile;
  if (!findingFile.startsWith("../") && normal.endsWith(`/${findingFile}`))
    return findingFile;
  const tail = findingFile.replace(/^(?:\.\.\/)+/, "");
  if (tail !== findingFile && normal.endsWith(`/${tail}`))
    return findingFile;
  return normal;
}
var SARIF_SCHEMA, SARIF_VERSION, TOOL_NAME, FINGERPRINT_KEY, SRCROOT, MAX_RESULTS, LEVEL_RANK, SEMVER, INFORMATION_URI;
var init_sarif = __esm({
  "dist/src/report/sarif.js"() {
    "use strict";
    init_rules();
    init_printable();
    init_source();
    init_sarif_rules();
    init_sarif_taxonomy();
    SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    SARIF_VERSION = "2.1.0";
    TOOL_NAME = "mcp-audit";
    FINGERPRINT_KEY = "mcp-audit/v2";
    SRCROOT = "%SRCROOT%";
    MAX_RESULTS = 25e3;
    LEVEL_RANK = { error: 0, warning: 1, note: 2 };
    SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
    INFORMATION_URI = DOCS_BASE.replace(/\/(?:blob|tree)\/[\s\S]*/, "");
  }
});

// dist/src/report/github.js
var github_exports = {};
__export(github_exports, {
  annotation: () => annotation,
  escapeData: () => escapeData,
  escapeProperty: () => escapeProperty,
  formatGithub: () => formatGithub
});
function formatGithub(findings, _ctx) {
  return findings.map((f) => `${annotation(f)}
`).join("");
}
function annotation(f) {
  const r = f.region;
  const props = [["file", f.file], ["line", r.startLine]];
  if (r.startLine === r.endLine)
    props.push(["col", r.startColumn], ["endLine", r.endLine], ["endColumn", Math.max(r.endColumn, r.startColumn)]);
  else
    props.push(["endLine", r.endLine]);
  props.push(["title", f.ruleId]);
  const lines = [f.message];
  if (f.fix)
    lines.push(`${f.fix.safe ? "Fix (mcp-audit --fix)" : "Fix (mcp-audit --fix --unsafe-fixes)"}: ${f.fix.description}`);
  for (const s of f.suggestions ?? [])
    lines.push(`Suggestion: ${s.description}`);
  lines.push(`Docs: ${docsUrl(f.ruleId)}`);
  const properties2 = props.map(([k, v]) => `${k}=${escapeProperty(printable(String(v), true))}`).join(",");
  return `::${COMMAND[f.level]} ${properties2}::${escapeData(lines.map((line) => printable(line, true)).join("\n"))}`;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
var COMMAND;
var init_github = __esm({
  "dist/src/report/github.js"() {
    "use strict";
    init_rules();
    init_printable();
    COMMAND = { error: "error", warning: "warning", note: "notice" };
  }
});

// dist/src/fix/apply.js
function compareEdits(a, b) {
  return a.start - b.start || a.end - b.end;
}
function planFixes(candidates) {
  const edits = /* @__PURE__ */ new Map();
  const fixCount = /* @__PURE__ */ new Map();
  const accepted = [];
  const skipped = [];
  for (const candidate of candidates) {
    const taken = (e) => edits.get(e.file) ?? [];
    const fresh = candidate.fix.edits.filter((e) => !taken(e).some((t) => same(t, e)));
    const clash2 = fresh.some((e, i) => taken(e).some((t) => overlaps(t, e)) || fresh.some((o, j) => j < i && overlaps(o, e)));
    if (clash2) {
      skipped.push(candidate);
      continue;
    }
    accepted.push(candidate);
    for (const e of fresh)
      edits.set(e.file, [...taken(e), e]);
    for (const file of new Set(candidate.fix.edits.map((e) => e.file)))
      fixCount.set(file, (fixCount.get(file) ?? 0) + 1);
  }
  for (const list of edits.values())
    list.sort(compareEdits);
  return { edits, fixCount, accepted, skipped };
}
function applyEdits(text2, edits) {
  let out = "";
  let at2 = 0;
  for (const e of [...edits].sort(compareEdits)) {
    if (e.start < at2 || e.end < e.start || e.end > text2.length)
      throw new RangeError(`edit ${e.start}-${e.end} does not fit the text`);
    out += text2.slice(at2, e.start) + e.text;
    at2 = e.end;
  }
  return out + text2.slice(at2);
}
function mapOffset(offset, edits, side) {
  let delta = 0;
  for (const e of edits) {
    const growth = e.text.length - (e.end - e.start);
    if (e.start === e.end && e.start === offset) {
      if (side === "start")
        delta += growth;
    } else if (e.end <= offset)
      delta += growth;
    else if (e.start < offset)
      return side === "start" ? e.start + delta + e.text.length : e.start + delta;
    else
      break;
  }
  return offset + delta;
}
var overlaps, same;
var init_apply = __esm({
  "dist/src/fix/apply.js"() {
    "use strict";
    overlaps = (a, b) => a.file === b.file && (a.start === a.end && b.start === b.end ? a.start === b.start : a.start < b.end && b.start < a.end);
    same = (a, b) => a.file === b.file && a.start === b.start && a.end === b.end && a.text === b.text;
  }
});

// dist/src/fix/diff.js
function splitLines(text2) {
  return text2.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
function myers(a, b) {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  let found2 = -1;
  for (let d = 0; d <= max; d++) {
    if (d > MAX_DIFFERENCES)
      return void 0;
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x2 = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1] ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y2 = x2 - k;
      while (x2 < n && y2 < m && a[x2] === b[y2]) {
        x2++;
        y2++;
      }
      v[offset + k] = x2;
      if (x2 >= n && y2 >= m) {
        found2 = d;
        break;
      }
    }
    if (found2 >= 0)
      break;
  }
  const ops = [];
  let x = n;
  let y = m;
  for (let d = found2; d >= 0; d--) {
    const saved = trace[d];
    const at2 = (k2) => saved[k2 + d + 1];
    const k = x - y;
    const prevK = k === -d || k !== d && at2(k - 1) < at2(k + 1) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at2(prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: " ", line: a[--x] });
      y--;
    }
    if (d > 0) {
      if (x === prevX)
        ops.push({ kind: "+", line: b[--y] });
      else
        ops.push({ kind: "-", line: a[--x] });
    }
  }
  return ops.reverse();
}
function diffLines(a, b) {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head])
    head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const middle = myers(midA, midB) ?? [
    ...midA.map((line) => ({ kind: "-", line })),
    ...midB.map((line) => ({ kind: "+", line }))
  ];
  return [
    ...a.slice(0, head).map((line) => ({ kind: " ", line })),
    ...middle,
    ...a.slice(a.length - tail).map((line) => ({ kind: " ", line }))
  ];
}
function printLine(op) {
  if (op.line.endsWith("\n"))
    return op.kind + op.line;
  return `${op.kind}${op.line}
\\ No newline at end of file
`;
}
function range(start, count2) {
  if (count2 === 0)
    return `${start - 1},0`;
  return count2 === 1 ? `${start}` : `${start},${count2}`;
}
function headerPath(prefix, path) {
  const named = prefix + path;
  if (named.search(QUOTED_IN_PATH) < 0)
    return named;
  const escaped = named.replace(QUOTED_IN_PATH, (c) => C_ESCAPES[c] ?? [...Buffer.from(c, "utf8")].map((byte) => `\\${byte.toString(8).padStart(3, "0")}`).join(""));
  return `"${escaped}"`;
}
function unifiedDiff(path, before, after) {
  if (before === after)
    return "";
  const ops = diffLines(splitLines(before), splitLines(after));
  const changes = ops.map((op, i2) => op.kind === " " ? -1 : i2).filter((i2) => i2 >= 0);
  let out = `--- ${headerPath("a/", path)}
+++ ${headerPath("b/", path)}
`;
  let i = 0;
  while (i < changes.length) {
    let last2 = i;
    while (last2 + 1 < changes.length && changes[last2 + 1] - changes[last2] <= 2 * CONTEXT + 1)
      last2++;
    const from = Math.max(changes[i] - CONTEXT, 0);
    const to = Math.min(changes[last2] + CONTEXT, ops.length - 1);
    let oldLine = 1;
    let newLine = 1;
    for (let j = 0; j < from; j++) {
      if (ops[j].kind !== "+")
        oldLine++;
      if (ops[j].kind !== "-")
        newLine++;
    }
    const hunk = ops.slice(from, to + 1);
    const oldCount = hunk.filter((op) => op.kind !== "+").length;
    const newCount = hunk.filter((op) => op.kind !== "-").length;
    out += `@@ -${range(oldLine, oldCount)} +${range(newLine, newCount)} @@
`;
    out += hunk.map(printLine).join("");
    i = last2 + 1;
  }
  return out;
}
var CONTEXT, MAX_DIFFERENCES, QUOTED_IN_PATH, C_ESCAPES;
var init_diff = __esm({
  "dist/src/fix/diff.js"() {
    "use strict";
    init_printable();
    CONTEXT = 3;
    MAX_DIFFERENCES = 2e3;
    QUOTED_IN_PATH = new RegExp(`${UNPRINTABLE.source}|[	"\\\\]`, "g");
    C_ESCAPES = { "\x07": "\\a", "\b": "\\b", "	": "\\t", "\n": "\\n", "\v": "\\v", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\" };
  }
});

// dist/src/fix/npmrc.js
function replaceEnv(text2, env) {
  return text2.replace(ENV_EXPR, (whole, escapes, name, optional) => {
    if (escapes.length % 2)
      return whole.slice((escapes.length + 1) / 2);
    const value = env[name] ?? (optional === "?" ? "" : `\${${name}}`);
    return escapes.slice(escapes.length / 2) + value;
  });
}
function parseValue(key, value, env) {
  if (typeof value === "boolean")
    return value;
  if (Array.isArray(value))
    return value.filter((v) => typeof v === "string").map((v) => replaceEnv(v.trim(), env));
  if (typeof value !== "string")
    return void 0;
  const trimmed = value.trim();
  if (BOOLEAN_KEYS.has(key) && (trimmed === "true" || trimmed === "false" || trimmed === ""))
    return trimmed !== "false";
  return replaceEnv(trimmed, env);
}
function layer(raw, env) {
  const out = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = replaceEnv(key, env);
    if (["_auth", "_authToken", "_authtoken", "username", "_password"].includes(name))
      continue;
    const parsed = parseValue(name, value, env);
    if (parsed !== void 0)
      out[name] = parsed;
  }
  return out;
}
function readIni(file, sources) {
  let text2;
  try {
    text2 = (0, import_node_fs21.readFileSync)(file, "utf8");
  } catch {
    return {};
  }
  return layer(sources.parseIni(text2), sources.env);
}
function envLayer(env) {
  const raw = {};
  for (const [name, value] of Object.entries(env)) {
    if (!/^npm_config_/i.test(name) || value === void 0 || value === "")
      continue;
    let key = name.slice("npm_config_".length);
    if (!key.startsWith("//"))
      key = key.replace(/(?!^)_/g, "-").toLowerCase();
    raw[key] = value;
  }
  return layer(raw, env);
}
function projectNpmrc(dir, home) {
  for (let current = (0, import_node_path21.resolve)(dir); ; current = (0, import_node_path21.dirname)(current)) {
    const candidate = (0, import_node_path21.join)(current, ".npmrc");
    if (current !== (0, import_node_path21.resolve)(home) && (0, import_node_fs21.existsSync)(candidate))
      return candidate;
    if ((0, import_node_fs21.existsSync)((0, import_node_path21.join)(current, ".git")) || (0, import_node_path21.dirname)(current) === current)
      return void 0;
  }
}
function npmSettings(dir, sources) {
  const home = sources.home ?? (0, import_node_os2.homedir)();
  const env = envLayer(sources.env);
  const userFile = typeof env.userconfig === "string" ? (0, import_node_path21.resolve)(env.userconfig.replace(/^~(?=$|\/)/, home)) : (0, import_node_path21.join)(home, ".npmrc");
  const project = projectNpmrc(dir, home);
  return {
    ...readIni(userFile, sources),
    ...project && (0, import_node_path21.resolve)(project) !== userFile ? readIni(project, sources) : {},
    ...env,
    ...sources.cliRegistry ? { registry: sources.cliRegistry } : {}
  };
}
function registryFor(name, settings) {
  const scope = /^(@[^/]+)\//.exec(name)?.[1];
  const url = (scope && text(settings[`${scope}:registry`])) ?? text(settings.registry) ?? NPM_REGISTRY;
  return url.endsWith("/") ? url : `${url}/`;
}
function certificateAuthorities(settings) {
  const ca = settings.ca;
  if (Array.isArray(ca) && ca.length)
    return ca.map((c) => c.replace(/\\n/g, "\n"));
  if (typeof ca === "string" && ca !== "")
    return [ca.replace(/\\n/g, "\n")];
  const file = text(settings.cafile);
  if (!file)
    return void 0;
  try {
    const delimiter = "-----END CERTIFICATE-----";
    return (0, import_node_fs21.readFileSync)(file, "utf8").split(delimiter).filter((c) => c.trim()).map((c) => `${c.trimStart()}${delimiter}`);
  } catch {
    return void 0;
  }
}
function connectionOptions(registry, settings, env) {
  const fromEnv = (name) => env[name] ?? env[name.toUpperCase()];
  const https = registry.startsWith("https:");
  const proxy = (https ? text(settings["https-proxy"]) : void 0) ?? text(settings.proxy) ?? (https ? fromEnv("https_proxy") : fromEnv("https_proxy") ?? fromEnv("http_proxy") ?? fromEnv("proxy"));
  const noProxyList = settings.noproxy ?? settings["no-proxy"];
  const noProxy = (Array.isArray(noProxyList) ? noProxyList.join(",") : text(noProxyList)) ?? fromEnv("no_proxy");
  const strict = settings["strict-ssl"];
  const ca = certificateAuthorities(settings);
  return {
    strictSSL: typeof strict === "boolean" ? strict : env.NODE_TLS_REJECT_UNAUTHORIZED !== "0",
    ...ca ? { ca } : {},
    ...proxy ? { proxy } : {},
    ...noProxy ? { noProxy } : {}
  };
}
function credentialSettings(settings) {
  const out = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key.startsWith("//") && /:(_authToken|_auth|username|_password)$/.test(key) && typeof value === "string")
      out[key] = value;
  }
  return out;
}
var import_node_fs21, import_node_os2, import_node_path21, ENV_EXPR, BOOLEAN_KEYS, text, NPM_REGISTRY;
var init_npmrc = __esm({
  "dist/src/fix/npmrc.js"() {
    "use strict";
    import_node_fs21 = require("node:fs");
    import_node_os2 = require("node:os");
    import_node_path21 = require("node:path");
    ENV_EXPR = /(?<!\\)(\\*)\$\{([^${}?]+)(\?)?\}/g;
    BOOLEAN_KEYS = /* @__PURE__ */ new Set(["strict-ssl", "always-auth"]);
    text = (value) => typeof value === "string" && value !== "" ? value : void 0;
    NPM_REGISTRY = "https://registry.npmjs.org/";
  }
});

// dist/src/fix/registry-client.js
function registryClient() {
  if (client)
    return client;
  if ((0, import_node_fs22.existsSync)(vendored))
    return client = require3(vendored);
  return client = {
    fetch: require3("npm-registry-fetch"),
    getAgent: require3("@npmcli/agent").getAgent,
    npa: require3("npm-package-arg"),
    ini: require3("ini")
  };
}
var import_node_fs22, import_node_module3, import_node_url3, require3, vendored, client;
var init_registry_client = __esm({
  "dist/src/fix/registry-client.js"() {
    "use strict";
    import_node_fs22 = require("node:fs");
    import_node_module3 = require("node:module");
    import_node_url3 = require("node:url");
    require3 = (0, import_node_module3.createRequire)(importMetaUrl);
    vendored = (0, import_node_url3.fileURLToPath)(new URL("./vendor/npm-registry.cjs", importMetaUrl));
  }
});

// dist/src/fix/same-origin.js
function originOf(protocol, host, port) {
  if (!protocol || !host)
    return void 0;
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  try {
    return new URL(`${protocol}//${bracketed}${port === void 0 || port === "" ? "" : `:${port}`}`).origin;
  } catch {
    return void 0;
  }
}
function sameOriginAgent(registry, timeoutMs, connection) {
  const allowed = new URL(registry).origin;
  const { strictSSL, ...rest } = connection;
  const inner = registryClient().getAgent(registry, { timeout: timeoutMs, rejectUnauthorized: strictSSL, ...rest });
  const addRequest = (request, options2) => {
    const origin = originOf(options2.protocol, options2.hostname ?? options2.host, options2.port);
    if (origin === allowed)
      return inner.addRequest(request, options2);
    const error = Object.assign(new Error(`redirected to ${origin ?? "an unparseable address"}`), { code: CROSS_ORIGIN_CODE });
    request.onSocket(void 0, error);
    return void 0;
  };
  return new Proxy(inner, {
    get(target, key) {
      if (key === "addRequest")
        return addRequest;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    }
  });
}
var CROSS_ORIGIN_CODE;
var init_same_origin = __esm({
  "dist/src/fix/same-origin.js"() {
    "use strict";
    init_registry_client();
    CROSS_ORIGIN_CODE = "ECROSSORIGINREDIRECT";
  }
});

// dist/src/fix/resolve.js
function timeoutFromEnv(env = process.env) {
  const raw = Number(env.MCP_AUDIT_REGISTRY_TIMEOUT_MS);
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, DEFAULT_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
}
function isObject5(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function readPackument(data) {
  if (!isObject5(data) || !isObject5(data.versions))
    return void 0;
  const distTags = data["dist-tags"] === void 0 ? {} : data["dist-tags"];
  if (!isObject5(distTags))
    return void 0;
  return { versions: data.versions, distTags };
}
function pickVersion(data, spec) {
  const packument = readPackument(data);
  if (!packument)
    return { ok: false, reason: "the registry sent a malformed packument" };
  const { versions, distTags } = packument;
  const semver2 = semver();
  const published = (v) => typeof v === "string" && Object.hasOwn(versions, v);
  const strict = (v) => semver2.valid(v) === v ? { ok: true, version: v } : { ok: false, reason: `the registry sent a malformed packument (version "${v.slice(0, 40)}")` };
  const tag = spec === "" ? "latest" : spec;
  if (spec === "" || semver2.validRange(spec, { loose: true }) === null) {
    const target = distTags[tag];
    if (target === void 0)
      return { ok: false, reason: `the registry has no dist-tag "${tag}"` };
    if (!published(target))
      return { ok: false, reason: `the registry sent a malformed packument (dist-tag "${tag}" names no published version)` };
    return strict(target);
  }
  const exact = semver2.valid(spec, { loose: true });
  if (exact && published(exact))
    return strict(exact);
  const latest = distTags.latest;
  if (published(latest) && semver2.valid(latest) === latest && semver2.satisfies(latest, spec, { loose: true }) && !isDeprecated(versions[latest])) {
    return { ok: true, version: latest };
  }
  const candidates = Object.keys(versions).filter((v) => semver2.valid(v) === v && semver2.satisfies(v, spec, { loose: true }));
  const live = candidates.filter((v) => !isDeprecated(versions[v]));
  const best = semver2.maxSatisfying(live.length ? live : candidates, "*", { includePrerelease: true });
  if (!best)
    return { ok: false, reason: `no published version satisfies "${spec}"` };
  return { ok: true, version: best };
}
function describeFetchError(error, timeoutMs) {
  const e = error ?? {};
  const seconds = timeoutMs >= 1e3 ? `${Math.round(timeoutMs / 100) / 10}s` : `${timeoutMs}ms`;
  if (typeof e.statusCode === "number")
    return `registry answered ${e.statusCode}`;
  if (e.code === CROSS_ORIGIN_CODE) {
    const to = /redirected to (\S+)/.exec(e.message ?? "")?.[1];
    return `the registry redirected the request to another origin${to ? ` (${hideUserinfo(to).slice(0, 100)})` : ""}, which is not followed`;
  }
  const httpCode = /^E(\d{3})$/.exec(e.code ?? "");
  if (httpCode)
    return `registry answered ${httpCode[1]}`;
  if (e.name === "AbortError" || e.name === "TimeoutError" || e.type === "request-timeout" || e.type === "body-timeout" || e.code === "ETIMEDOUT" || e.code === "ESOCKETTIMEDOUT" || e.code === "ECONNECTIONTIMEOUT" || e.code === "EIDLETIMEOUT" || e.code === "ERESPONSETIMEOUT" || e.type === "aborted") {
    return `no answer from the registry within ${seconds}`;
  }
  if (e.type === "invalid-json" || e.code === "EJSONPARSE" || error instanceof SyntaxError)
    return "the registry sent invalid JSON";
  if (e.code === "EINVALIDPACKAGENAME" || e.code === "EINVALIDTAGNAME")
    return "not a valid npm package name";
  if (e.code && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(e.code)) {
    return `the registry's TLS certificate is not trusted (${e.code}; .npmrc's cafile or ca names the authority to trust)`;
  }
  const net = e.code ?? e.errno;
  if (net && /^E[A-Z_]+$/.test(net))
    return `could not reach the registry (${net})`;
  return `registry look-up failed (${hideUserinfo((e.message ?? String(error)).split("\n")[0]).slice(0, 160)})`;
}
function hideUserinfo(text2) {
  return text2.replace(/\/\/[^/\s@]+@/g, "//***@");
}
var DEFAULT_TIMEOUT_MS, isDeprecated, ABBREVIATED, Resolver;
var init_resolve = __esm({
  "dist/src/fix/resolve.js"() {
    "use strict";
    init_lazy();
    init_npmrc();
    init_registry_client();
    init_same_origin();
    DEFAULT_TIMEOUT_MS = 1e4;
    isDeprecated = (manifest) => isObject5(manifest) && typeof manifest.deprecated === "string" && manifest.deprecated !== "";
    ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*";
    Resolver = class {
      options;
      settings = /* @__PURE__ */ new Map();
      agents = /* @__PURE__ */ new Map();
      packuments = /* @__PURE__ */ new Map();
      constructor(options2) {
        this.options = options2;
      }
      /** `dir`: the folder of the config being fixed, whose nearest .npmrc applies. */
      async resolve(request, dir = process.cwd()) {
        if (request.ecosystem !== "npm")
          return { ok: false, reason: `cannot look up ${String(request.ecosystem)} packages` };
        let settings;
        try {
          settings = this.settingsFor(dir);
        } catch (error) {
          return { ok: false, reason: describeFetchError(error, this.options.timeoutMs) };
        }
        const registry = registryFor(request.name, settings);
        const credentials = credentialSettings(settings);
        const connection = connectionOptions(registry, settings, this.env);
        const key = JSON.stringify([registry, request.name, credentials, connection]);
        let fetched = this.packuments.get(key);
        if (!fetched) {
          fetched = this.fetch(request.name, registry, credentials, connection);
          this.packuments.set(key, fetched);
        }
        const got = await fetched;
        return got.ok ? pickVersion(got.data, request.spec) : got;
      }
      get env() {
        return this.options.env ?? process.env;
      }
      settingsFor(dir) {
        let found2 = this.settings.get(dir);
        if (!found2) {
          const { ini } = registryClient();
          found2 = npmSettings(dir, { env: this.env, home: this.env.HOME || void 0, cliRegistry: this.options.registry, parseIni: (t) => ini.parse(t) });
          this.settings.set(dir, found2);
        }
        return found2;
      }
      async fetch(name, registry, credentials, connection) {
        const { timeoutMs } = this.options;
        try {
          const client2 = registryClient();
          const escaped = client2.npa(name);
          if (!escaped.registry || !escaped.escapedName || escaped.name !== name)
            return { ok: false, reason: "not a valid npm package name" };
          const agentKey = JSON.stringify([registry, connection]);
          let agent = this.agents.get(agentKey);
          if (!agent)
            this.agents.set(agentKey, agent = sameOriginAgent(registry, timeoutMs, connection));
          const data = await client2.fetch.json(`${registry}${escaped.escapedName}`, {
            ...credentials,
            registry,
            agent,
            headers: { accept: ABBREVIATED },
            userAgent: "mcp-audit (+https://github.com/mcp-audit/mcp-audit)",
            // No `cache`: nothing is written to ~/.npm, and every look-up sees the registry's current answer.
            preferOnline: true,
            timeout: timeoutMs,
            signal: AbortSignal.timeout(timeoutMs),
            retry: { retries: 1, factor: 1, minTimeout: Math.min(200, timeoutMs / 4), maxTimeout: Math.min(500, timeoutMs / 2) }
          });
          return { ok: true, data };
        } catch (error) {
          return { ok: false, reason: describeFetchError(error, timeoutMs) };
        }
      }
    };
  }
});

// dist/src/fix/write.js
function sha256(data) {
  return (0, import_node_crypto7.createHash)("sha256").update(data).digest("hex");
}
function errorReason(e) {
  const err = e;
  switch (err.code) {
    case "EACCES":
    case "EPERM":
      return `permission denied (${err.code})`;
    case "EROFS":
      return "the file system is read-only (EROFS)";
    case "ENOSPC":
      return "no space left on the device (ENOSPC)";
    case "EDQUOT":
      return "disk quota exceeded (EDQUOT)";
    case "ENOENT":
      return "the file disappeared during the run (ENOENT)";
    case "ELOOP":
      return "the file was replaced by a symbolic link during the run (ELOOP)";
    case "EEXIST":
    case "EISDIR":
      return `the temporary file name is taken (${err.code})`;
    default:
      return err.code ? `${err.code}: ${err.message}` : String(err.message ?? e);
  }
}
function tempPathFor(target, suffix = (0, import_node_crypto7.randomBytes)(4).toString("hex")) {
  return (0, import_node_path22.join)((0, import_node_path22.dirname)(target), `${TEMP_PREFIX((0, import_node_path22.basename)(target))}${process.pid}-${suffix}${TEMP_SUFFIX}`);
}
function check5(identity, expectedSha256, when) {
  let realPath;
  try {
    realPath = (0, import_node_fs23.realpathSync)(identity.path);
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  }
  if (realPath !== identity.realPath)
    return { ok: false, reason: "the file was replaced on disk (its path now leads elsewhere, through a symbolic link); run the fix again" };
  let fd;
  try {
    fd = (0, import_node_fs23.openSync)(realPath, import_node_fs23.constants.O_RDONLY | (import_node_fs23.constants.O_NOFOLLOW ?? 0) | (import_node_fs23.constants.O_NONBLOCK ?? 0));
    const stat = (0, import_node_fs23.fstatSync)(fd);
    if (stat.dev !== identity.dev || stat.ino !== identity.ino || !stat.isFile())
      return { ok: false, reason: "the file was replaced on disk by another file; run the fix again" };
    if (stat.nlink > 1)
      return { ok: false, reason: `it has ${stat.nlink} hard links, and replacing it would leave the other names with the old text; fix it by hand` };
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    for (let n = 1; n > 0 && read < bytes.length; read += n)
      n = (0, import_node_fs23.readSync)(fd, bytes, read, bytes.length - read, read);
    if (read !== stat.size || sha256(bytes) !== expectedSha256) {
      return { ok: false, reason: when === "before" ? "the file changed on disk after it was scanned; run the fix again" : "the file changed on disk while it was being fixed; run the fix again" };
    }
    return { ok: true, mode: stat.mode & 4095, uid: stat.uid, gid: stat.gid };
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  } finally {
    if (fd !== void 0)
      (0, import_node_fs23.closeSync)(fd);
  }
}
function identify(path, expectedSha256) {
  let identity;
  try {
    const realPath = (0, import_node_fs23.realpathSync)(path);
    let fd;
    try {
      fd = (0, import_node_fs23.openSync)(realPath, import_node_fs23.constants.O_RDONLY | (import_node_fs23.constants.O_NOFOLLOW ?? 0) | (import_node_fs23.constants.O_NONBLOCK ?? 0));
      const stat = (0, import_node_fs23.fstatSync)(fd);
      identity = { path, realPath, dev: stat.dev, ino: stat.ino };
    } finally {
      if (fd !== void 0)
        (0, import_node_fs23.closeSync)(fd);
    }
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  }
  const checked = check5(identity, expectedSha256, "before");
  return checked.ok ? { ok: true, identity } : checked;
}
function writeAtomically(path, text2, options2) {
  let identity = options2.identity;
  if (!identity) {
    const found2 = identify(path, options2.expectedSha256);
    if (!found2.ok)
      return found2;
    identity = found2.identity;
  }
  const before = check5(identity, options2.expectedSha256, "before");
  if (!before.ok)
    return before;
  const { mode, uid, gid } = before;
  if ((mode & 146) === 0)
    return { ok: false, reason: `the file is read-only (mode ${octal(mode)}); make it writable to apply fixes` };
  const target = identity.realPath;
  const temp = tempPathFor(target, options2.tempSuffix);
  let created = false;
  try {
    const fd = (0, import_node_fs23.openSync)(temp, "wx", mode & 511);
    created = true;
    try {
      const kept = keepOwnerAndMode(fd, mode, uid, gid);
      if (kept) {
        removeQuietly(temp);
        return { ok: false, reason: kept };
      }
      const bytes = Buffer.from(text2, "utf8");
      let written = 0;
      while (written < bytes.length)
        written += (0, import_node_fs23.writeSync)(fd, bytes, written, bytes.length - written);
      (0, import_node_fs23.fsyncSync)(fd);
    } finally {
      (0, import_node_fs23.closeSync)(fd);
    }
    const last2 = check5(identity, options2.expectedSha256, "during");
    if (!last2.ok) {
      removeQuietly(temp);
      return last2;
    }
    (0, import_node_fs23.renameSync)(temp, target);
    created = false;
    syncFolder((0, import_node_path22.dirname)(target));
    return { ok: true };
  } catch (e) {
    if (created)
      removeQuietly(temp);
    return { ok: false, reason: `could not write it: ${errorReason(e)}` };
  }
}
function keepOwnerAndMode(fd, mode, uid, gid) {
  if (process.getuid?.() === 0) {
    try {
      (0, import_node_fs23.fchownSync)(fd, uid, gid);
    } catch {
    }
  }
  (0, import_node_fs23.fchmodSync)(fd, mode);
  const got = (0, import_node_fs23.fstatSync)(fd).mode & 4095;
  return got === mode ? void 0 : `the new file could not keep its mode ${octal(mode)} (it got ${octal(got)})`;
}
function removeQuietly(path) {
  try {
    (0, import_node_fs23.unlinkSync)(path);
  } catch {
  }
}
function syncFolder(dir) {
  let fd;
  try {
    fd = (0, import_node_fs23.openSync)(dir, "r");
    (0, import_node_fs23.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0)
      (0, import_node_fs23.closeSync)(fd);
  }
}
var import_node_crypto7, import_node_fs23, import_node_path22, TEMP_PREFIX, TEMP_SUFFIX, octal;
var init_write = __esm({
  "dist/src/fix/write.js"() {
    "use strict";
    import_node_crypto7 = require("node:crypto");
    import_node_fs23 = require("node:fs");
    import_node_path22 = require("node:path");
    TEMP_PREFIX = (name) => `.${name}.mcp-audit-`;
    TEMP_SUFFIX = ".tmp";
    octal = (mode) => mode.toString(8).padStart(4, "0");
  }
});

// dist/src/fix/stale-temp.js
function isLiveProcess(pid) {
  if (!Number.isSafeInteger(pid) || pid <= 0)
    return true;
  if (pid === process.pid)
    return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code !== "ESRCH";
  }
}
function tempFilePid(entry, name) {
  const prefix = TEMP_PREFIX(name);
  if (!entry.startsWith(prefix) || !entry.endsWith(TEMP_SUFFIX) || entry.length < prefix.length + TEMP_SUFFIX.length)
    return void 0;
  const match = PID_AND_RANDOM.exec(entry.slice(prefix.length, entry.length - TEMP_SUFFIX.length));
  return match ? Number(match[1]) : void 0;
}
function removeStaleTempFiles(files, cwd2) {
  const byFolder = /* @__PURE__ */ new Map();
  for (const file of files) {
    let real;
    try {
      real = (0, import_node_fs24.realpathSync)(file);
    } catch {
      continue;
    }
    const names = byFolder.get((0, import_node_path23.dirname)(real)) ?? /* @__PURE__ */ new Set();
    names.add((0, import_node_path23.basename)(real));
    byFolder.set((0, import_node_path23.dirname)(real), names);
  }
  const messages = [];
  for (const [folder, names] of byFolder) {
    let entries;
    try {
      entries = (0, import_node_fs24.readdirSync)(folder);
    } catch {
      continue;
    }
    for (const entry of entries) {
      const pid = [...names].map((name) => tempFilePid(entry, name)).find((p) => p !== void 0);
      if (pid === void 0 || isLiveProcess(pid))
        continue;
      const path = (0, import_node_path23.join)(folder, entry);
      try {
        if (!(0, import_node_fs24.lstatSync)(path).isFile())
          continue;
        (0, import_node_fs24.unlinkSync)(path);
      } catch {
        continue;
      }
      messages.push(`removed ${(0, import_node_path23.relative)(cwd2, path).split(import_node_path23.sep).join("/")}, a temporary file left by an interrupted --fix (process ${pid})`);
    }
  }
  return messages;
}
var import_node_fs24, import_node_path23, PID_AND_RANDOM;
var init_stale_temp = __esm({
  "dist/src/fix/stale-temp.js"() {
    "use strict";
    import_node_fs24 = require("node:fs");
    import_node_path23 = require("node:path");
    init_write();
    PID_AND_RANDOM = /^(\d{1,10})-[0-9a-f]{8}$/;
  }
});

// dist/src/fix/index.js
var fix_exports = {};
__export(fix_exports, {
  runFixes: () => runFixes
});
function checkRegistry(registry) {
  if (registry === void 0)
    return;
  let url;
  try {
    url = new URL(registry);
  } catch {
    url = void 0;
  }
  if (!url || url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`the registry "${hideUserinfo(registry).replace(/^[^/\s@]+@/, "***@")}" is not an http(s) URL (from --registry or npm_config_registry)`);
  }
}
async function resolveVersions(candidates, options2, messages, failures, failedRequests, dirOf) {
  const needing = candidates.filter((c) => c.fix.resolve);
  if (!needing.length)
    return candidates;
  let resolver;
  if (!options2.offline) {
    checkRegistry(options2.registry);
    resolver = new Resolver({ registry: options2.registry, timeoutMs: options2.timeoutMs ?? timeoutFromEnv(), ...options2.env ? { env: options2.env } : {} });
  }
  const outcomes = await Promise.all(candidates.map(async (c) => {
    const request = c.fix.resolve;
    if (!request)
      return c;
    const got = resolver ? await resolver.resolve(request, dirOf(c.finding)) : { ok: false, reason: "--offline: the registry was not contacted" };
    if (got.ok) {
      const edits = c.fix.edits.map((e) => ({ ...e, text: e.text.split(request.placeholder).join(got.version) }));
      const { resolve: _resolved, ...rest } = c.fix;
      return { finding: c.finding, fix: { ...rest, description: rest.description.split(request.placeholder).join(got.version), edits } };
    }
    const suggestion2 = `could not resolve a version for ${request.name} (${got.reason}); pin it by hand`;
    failures.set(c.finding.fingerprint, suggestion2);
    failedRequests.set(requestKey(c.finding, c.fix), suggestion2);
    messages.push(`${where3(c.finding)}: not fixed: could not resolve a version for ${request.name} (${got.reason}); left as a suggestion`);
    return void 0;
  }));
  return outcomes.filter((c) => c !== void 0);
}
function maskBoth(before, after, edits, path, redaction) {
  const spans = redaction.spansOf(path);
  const mapped = spans.map((s) => ({ start: mapOffset(s.start, edits, "start"), end: mapOffset(s.end, edits, "end") })).filter((s, i, all) => s.start < s.end && (i === 0 || all[i - 1].end <= s.start));
  return [
    redaction.mask(maskSpans(before, 0, before.length, spans), path),
    redaction.mask(maskSpans(after, 0, after.length, mapped), path)
  ];
}
function isNoOp(result2, edit) {
  const text2 = sourceFor(result2, edit.file)?.source.text;
  return text2 !== void 0 && edit.end <= text2.length && text2.slice(edit.start, edit.end) === edit.text;
}
function sourceFor(result2, display2) {
  const config = result2.configs.find((c) => c.source.display === display2);
  if (config)
    return { source: config.source, config };
  const skill = result2.skills.find((s) => s.manifest.display === display2);
  return skill ? { source: skill.manifest } : void 0;
}
function refuseIgnoredCopies(candidates, result2, messages, failures) {
  const ignored = /* @__PURE__ */ new Map();
  const ignoredIn = (display2) => {
    let found2 = ignored.get(display2);
    if (!found2) {
      const config = sourceFor(result2, display2)?.config;
      found2 = config && (config.syntax === "json" || config.syntax === "jsonc") ? shadowedKeys(treeOf(config.source)) : [];
      ignored.set(display2, found2);
    }
    return found2;
  };
  return candidates.filter(({ finding, fix }) => {
    const hit = fix.edits.map((e) => ignoredIn(e.file).find((s) => e.start === e.end ? s.span.start < e.start && e.start < s.span.end : e.start < s.span.end && s.span.start < e.end)).find((s) => s !== void 0);
    if (!hit)
      return true;
    const why2 = `it would change a copy of "${hit.key}" that is ignored, because a later copy of the key is the one read; remove the duplicate and run --fix again`;
    messages.push(`${where3(finding)}: not fixed: ${why2}`);
    failures.set(finding.fingerprint, `not fixed by --fix: ${why2}`);
    return false;
  });
}
function identifyFiles(candidates, result2, options2, messages) {
  const identities = /* @__PURE__ */ new Map();
  const refused = /* @__PURE__ */ new Set();
  for (const display2 of new Set(candidates.flatMap((c) => c.fix.edits.map((e) => e.file)))) {
    const found2 = sourceFor(result2, display2);
    if (!found2)
      continue;
    const got = identify(diskPath(found2.source, display2, options2), sha256(Buffer.from(found2.source.text, "utf8")));
    if (got.ok)
      identities.set(display2, got.identity);
    else {
      refused.add(display2);
      messages.push(`${display2}: not fixed: ${got.reason}; the file is unchanged`);
    }
  }
  return { kept: candidates.filter((c) => !c.fix.edits.some((e) => refused.has(e.file))), identities };
}
function fixFile(result2, options2, display2, edits, count2, identity, out) {
  const { messages } = out;
  const found2 = sourceFor(result2, display2);
  if (!found2) {
    messages.push(`${display2}: not fixed: the file was not part of the scan`);
    return "";
  }
  const before = found2.source.text;
  let after;
  try {
    after = applyEdits(before, edits);
  } catch {
    messages.push(`${display2}: not fixed: the fixes do not fit the file as scanned (an internal error; please report it)`);
    return "";
  }
  if (after === before)
    return "";
  if (found2.config) {
    const was = found2.config.editor.validate(before);
    const now = found2.config.editor.validate(after);
    if (now !== void 0 && now !== was) {
      messages.push(`${display2}: not fixed: the fixed file would not load (${now}); the file is unchanged (please report this)`);
      return "";
    }
  }
  const [shownBefore, shownAfter] = maskBoth(before, after, [...edits].sort(compareEdits), found2.source.path, result2.redaction);
  const fileDiff = unifiedDiff(display2, shownBefore, shownAfter);
  if (!options2.write) {
    messages.push(`would fix ${plural2(count2, "problem")} in ${display2}`);
    return fileDiff;
  }
  const expectedSha256 = sha256(Buffer.from(before, "utf8"));
  const written = writeAtomically(diskPath(found2.source, display2, options2), after, { expectedSha256, ...identity ? { identity } : {} });
  if (!written.ok) {
    messages.push(`${display2}: not fixed: ${written.reason}; the file is unchanged`);
    return "";
  }
  out.changedFiles.push(display2);
  messages.push(`fixed ${plural2(count2, "problem")} in ${display2}`);
  return fileDiff;
}
async function runFixes(result2, options2) {
  const messages = [];
  const changedFiles = [];
  const failures = /* @__PURE__ */ new Map();
  const failedRequests = /* @__PURE__ */ new Map();
  let diff = "";
  if (options2.write) {
    const scanned = [...result2.configs.map((c) => c.source), ...result2.skills.map((s) => s.manifest)].filter((s) => s.path).map((s) => s.path);
    messages.push(...removeStaleTempFiles(scanned, options2.cwd));
  }
  const wanted2 = refuseIgnoredCopies(result2.findings.filter((f) => f.fix && f.fix.edits.length && (f.fix.safe || options2.unsafe)).map((f) => ({ finding: f, fix: f.fix })), result2, messages, failures);
  const unsafeLeft = result2.findings.filter((f) => f.fix && !f.fix.safe && !options2.unsafe).length;
  const { kept, identities } = options2.write ? identifyFiles(wanted2, result2, options2, messages) : { kept: wanted2, identities: /* @__PURE__ */ new Map() };
  const dirOf = (f) => {
    const found2 = sourceFor(result2, f.file);
    return (0, import_node_path24.dirname)(found2 ? diskPath(found2.source, f.file, options2) : (0, import_node_path24.resolve)(options2.cwd, f.file));
  };
  const ready = await resolveVersions(kept, options2, messages, failures, failedRequests, dirOf);
  const effective = ready.map((c) => ({ ...c, fix: { ...c.fix, edits: c.fix.edits.filter((e) => !isNoOp(result2, e)) } })).filter((c) => c.fix.edits.length);
  const plan = planFixes(effective);
  for (const { finding } of plan.skipped) {
    messages.push(`${where3(finding)}: skipped the fix for ${finding.ruleId} at ${finding.location || "the top level"}: it overlaps another fix; run --fix again to apply it`);
  }
  for (const [display2, edits] of [...plan.edits].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    diff += fixFile(result2, options2, display2, edits, plan.fixCount.get(display2) ?? 0, identities.get(display2), { messages, changedFiles });
  }
  if (unsafeLeft)
    messages.push(`${unsafeLeft} unsafe fix${unsafeLeft === 1 ? "" : "es"} not applied (they change behaviour; add --unsafe-fixes to apply)`);
  const adjust = (findings) => findings.map((f) => {
    if (!f.fix)
      return f;
    const why2 = failures.get(f.fingerprint) ?? (f.fix.resolve ? failedRequests.get(requestKey(f, f.fix)) : void 0);
    if (!why2)
      return f;
    const { fix, ...rest } = f;
    return { ...rest, suggestions: [...f.suggestions ?? [], { ...fix, description: result2.redaction.mask(why2) }] };
  });
  return { messages: messages.map((m) => result2.redaction.mask(m)), diff, changedFiles, adjust };
}
var import_node_path24, where3, plural2, requestKey, diskPath;
var init_fix = __esm({
  "dist/src/fix/index.js"() {
    "use strict";
    import_node_path24 = require("node:path");
    init_discover();
    init_json_duplicates();
    init_json();
    init_frames();
    init_apply();
    init_diff();
    init_resolve();
    init_stale_temp();
    init_write();
    where3 = (f) => `${f.file}:${f.region.startLine}:${f.region.startColumn}`;
    plural2 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    requestKey = (f, fix) => `${f.ruleId}\0${f.file}\0${fix.resolve?.name}\0${fix.resolve?.spec}`;
    diskPath = (source2, display2, options2) => source2.path || (0, import_node_path24.resolve)(options2.cwd, display2);
  }
});

// dist/src/skills/review.js
var review_exports = {};
__export(review_exports, {
  review: () => review
});
function review(dirs, cwd2, scripts = []) {
  const lockDir = reviewLockDir(cwd2);
  const lockPath = (0, import_node_path26.join)(lockDir, REVIEW_LOCK_NAME);
  const existing = loadReviewLock(lockDir, cwd2);
  if (existing.problem)
    throw new UsageError(`${existing.problem}; fix or delete it, then run "mcp-audit review" again`);
  const lock = { skills: { ...existing.lock?.skills ?? {} } };
  const recordedScripts = [];
  if (!dirs.length) {
    lock.scripts = {};
    for (const script of scripts) {
      if (!script.sha256)
        continue;
      lock.scripts[script.relPath] = script.sha256;
      recordedScripts.push(script.relPath);
    }
  } else if (existing.lock?.scripts) {
    lock.scripts = Object.fromEntries(Object.entries(existing.lock.scripts).filter(([rel]) => (0, import_node_fs25.existsSync)((0, import_node_path26.join)(lockDir, rel))));
  }
  const skillDirs = [];
  if (!dirs.length) {
    skillDirs.push(...[...discover([cwd2], cwd2).skillDirs.keys()]);
  } else {
    for (const given of dirs)
      skillDirs.push(skillFolder(given, cwd2, lockDir));
  }
  const notices = [];
  const recorded = [];
  const done = /* @__PURE__ */ new Set();
  for (const abs of skillDirs) {
    const read = readSkill(abs, lockDir, cwd2);
    notices.push(...read.notices);
    if (!read.skill) {
      if (dirs.length) {
        const why2 = read.notices[0];
        throw new UsageError(`could not read skill ${displayPath(abs, cwd2)}${why2 ? `: ${why2.display}: ${why2.message}` : ""}`);
      }
      continue;
    }
    const skill = read.skill;
    if (done.has(skill.dir))
      continue;
    done.add(skill.dir);
    const files = { "SKILL.md": skill.manifestSha256 };
    let count2 = 0;
    for (const file of skill.scripts) {
      if (!file.sha256)
        continue;
      files[file.relPath] = file.sha256;
      count2++;
    }
    lock.skills[skill.dir] = { files };
    recorded.push({ dir: displayPath(abs, cwd2), files: count2 });
  }
  for (const [dir, entry] of Object.entries(lock.skills)) {
    if (done.has(dir))
      continue;
    const abs = (0, import_node_path26.resolve)(lockDir, dir);
    if (!isFile2((0, import_node_path26.join)(abs, "SKILL.md"))) {
      delete lock.skills[dir];
      continue;
    }
    const files = {};
    for (const [rel, hash] of Object.entries(entry.files))
      if ((0, import_node_fs25.existsSync)((0, import_node_path26.join)(abs, rel)))
        files[rel] = hash;
    lock.skills[dir] = { files };
  }
  writeAtomically2(lockPath, formatReviewLock(lock));
  recorded.sort((a, b) => a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0);
  return { lockPath, lockDisplay: displayPath(lockPath, cwd2), recorded, notices, scripts: [...new Set(recordedScripts)].sort() };
}
function skillFolder(given, cwd2, lockDir) {
  const abs = (0, import_node_path26.resolve)(cwd2, given);
  const rel = displayPath(abs, lockDir);
  if (rel === ".." || rel.startsWith("../") || rel.startsWith("/") || /^[A-Za-z]:/.test(rel)) {
    const where4 = lockDir === cwd2 ? "the current directory" : lockDir;
    throw new UsageError(`${given}: skill folders must be inside ${where4}, where ${REVIEW_LOCK_NAME} is kept`);
  }
  let stat;
  try {
    stat = (0, import_node_fs25.statSync)(abs);
  } catch {
    throw new UsageError(`no such file or directory: ${given}`);
  }
  if (stat.isFile() && (0, import_node_path26.basename)(abs) === "SKILL.md")
    return (0, import_node_path26.dirname)(abs);
  if (!stat.isDirectory() || !isFile2((0, import_node_path26.join)(abs, "SKILL.md"))) {
    throw new UsageError(`${given} is not a skill folder (it holds no SKILL.md)`);
  }
  return abs;
}
function isFile2(path) {
  try {
    return (0, import_node_fs25.statSync)(path).isFile();
  } catch {
    return false;
  }
}
function writeAtomically2(path, text2) {
  const tmp = (0, import_node_path26.join)((0, import_node_path26.dirname)(path), `.${(0, import_node_path26.basename)(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let mode;
  try {
    mode = (0, import_node_fs25.statSync)(path).mode & 511;
  } catch {
    mode = void 0;
  }
  try {
    (0, import_node_fs25.writeFileSync)(tmp, text2, { flag: "wx" });
    if (mode !== void 0)
      (0, import_node_fs25.chmodSync)(tmp, mode);
    (0, import_node_fs25.renameSync)(tmp, path);
  } catch (e) {
    (0, import_node_fs25.rmSync)(tmp, { force: true });
    throw e;
  }
}
var import_node_fs25, import_node_path26;
var init_review = __esm({
  "dist/src/skills/review.js"() {
    "use strict";
    import_node_fs25 = require("node:fs");
    import_node_path26 = require("node:path");
    init_discover();
    init_paths();
    init_review_lock();
    init_skills();
  }
});

// dist/src/inventory/cyclonedx.js
function serverProps(s) {
  return [
    ...prop("server:name", s.name),
    ...prop("config:file", s.file),
    ...prop("config:host", s.host),
    ...prop("server:transport", s.transport),
    ...prop("server:command", s.command),
    ...s.env.flatMap((n) => prop("env", n)),
    ...s.headers.flatMap((n) => prop("header", n)),
    ...prop("approval:auto-approved", s.autoApproved),
    ...s.approvals.flatMap((a) => prop("approval", a)),
    ...prop("policy:allowed", s.allowedByPolicy),
    ...findingProps(s.findings)
  ];
}
function serverComponent(s) {
  const main2 = s.launches[0];
  return {
    type: "application",
    "bom-ref": serverRef(s),
    name: main2 ? main2.name : s.command ?? s.name,
    ...main2?.version ? { version: main2.version } : {},
    ...main2?.purl ? { purl: main2.purl } : {},
    description: `MCP server "${s.name}" in ${s.file}`,
    properties: [
      ...serverProps(s),
      ...s.launches.flatMap((l, i) => [
        ...prop(`launch:${i}:runner`, l.runner),
        ...prop(`launch:${i}:spec`, l.spec),
        ...prop(`launch:${i}:pinned`, l.pinned),
        ...i > 0 ? prop(`launch:${i}:purl`, l.purl) : [],
        ...l.image ? [...prop(`launch:${i}:image:tag`, l.image.tag), ...prop(`launch:${i}:image:digest`, l.image.digest)] : []
      ])
    ]
  };
}
function serverService(s) {
  return {
    "bom-ref": serverRef(s),
    name: s.name,
    ...s.remoteHost ? { provider: { name: s.remoteHost } } : {},
    endpoints: [s.endpoint],
    // headers (an Authorization, an API key) are how a remote server authenticates its callers
    authenticated: s.headers.length > 0,
    "x-trust-boundary": true,
    description: `remote MCP server "${s.name}" in ${s.file}`,
    properties: serverProps(s)
  };
}
function skillComponent(k) {
  const ref = `skill:${k.dir}`;
  const file = (path, sha2562, kind) => ({
    type: "file",
    "bom-ref": `${ref}/${path}`,
    name: path,
    hashes: [{ alg: "SHA-256", content: sha2562 }],
    ...kind ? { properties: prop("file:kind", kind) } : {}
  });
  return {
    type: "application",
    "bom-ref": ref,
    name: k.name,
    description: `agent skill in ${k.dir}`,
    properties: [...prop("skill:dir", k.dir), ...prop("skill:reviewed", k.reviewed), ...findingProps(k.findings)],
    components: [file("SKILL.md", k.manifest.sha256), ...k.files.map((f) => file(f.path, f.sha256, f.kind))]
  };
}
function contentSerial(content) {
  const h = (0, import_node_crypto8.createHash)("sha256").update(JSON.stringify(content)).digest("hex");
  const variant = (parseInt(h[16], 16) & 3 | 8).toString(16);
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function timestampOf(env, now = /* @__PURE__ */ new Date()) {
  const epoch = env.SOURCE_DATE_EPOCH;
  const date = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1e3) : now;
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
function formatCycloneDx(inv, subject, timestamp) {
  const stdio = inv.servers.filter((s) => !s.endpoint);
  const remote = inv.servers.filter((s) => s.endpoint);
  const body = {
    components: [...stdio.map(serverComponent), ...inv.skills.map(skillComponent)],
    services: remote.map(serverService)
  };
  const metadata = {
    tools: { components: [{ type: "application", name: "mcp-audit", version: inv.tool.version }] },
    component: {
      type: "application",
      "bom-ref": "subject",
      name: subject,
      description: "the agent integrations (MCP servers, skills) configured in this tree",
      properties: [
        ...inv.configs.flatMap((c) => prop("config", `${c.file} (${c.host})`)),
        ...findingProps(inv.findings)
      ]
    }
  };
  const serialNumber = contentSerial({ metadata, body });
  const bom = {
    $schema: "http://cyclonedx.org/schema/bom-1.6.schema.json",
    bomFormat: "CycloneDX",
    specVersion: "1.6",
    serialNumber,
    version: 1,
    metadata: { timestamp, ...metadata },
    ...body,
    dependencies: [{ ref: "subject", dependsOn: [...body.components, ...body.services].map((c) => c["bom-ref"]) }]
  };
  return JSON.stringify(bom, null, 2) + "\n";
}
var import_node_crypto8, prop, findingProps, serverRef;
var init_cyclonedx = __esm({
  "dist/src/inventory/cyclonedx.js"() {
    "use strict";
    import_node_crypto8 = require("node:crypto");
    prop = (name, value) => value === void 0 || value === "" ? [] : [{ name: `mcp-audit:${name}`, value: String(value) }];
    findingProps = (c) => [
      ...prop("findings:error", c.error),
      ...prop("findings:warning", c.warning),
      ...prop("findings:note", c.note)
    ];
    serverRef = (s) => `server:${s.file}#${s.location}`;
  }
});

// dist/src/inventory/purl.js
function dockerImage(repository, tag, digest) {
  const parts = repository.toLowerCase().split("/");
  let registry = "";
  if (parts.length > 1 && (/[.:]/.test(parts[0]) || parts[0] === "localhost"))
    registry = parts.shift();
  if (registry === "docker.io" || registry === "index.docker.io" || registry === "registry-1.docker.io")
    registry = "";
  if (!registry && parts[0] === "library" && parts.length > 1)
    parts.shift();
  const name = parts.pop() ?? "";
  return { registry, namespace: parts.join("/"), name, tag, digest };
}
function exactVersion(pkg) {
  if (pkg.kind !== "exact")
    return "";
  if (pkg.ecosystem === "pypi")
    return pkg.spec.replace(/^===?/, "").trim();
  return pkg.spec;
}
function npmPurl(name, version) {
  const slash = name.startsWith("@") ? name.indexOf("/") : -1;
  const path = slash > 0 ? `${enc(name.slice(0, slash))}/${enc(name.slice(slash + 1))}` : enc(name);
  return `pkg:npm/${path}${version ? `@${enc(version)}` : ""}`;
}
function pypiPurl(name, version) {
  return `pkg:pypi/${enc(name.toLowerCase().replace(/_/g, "-"))}${version ? `@${enc(version)}` : ""}`;
}
function dockerPurl(image) {
  const path = [...image.namespace ? image.namespace.split("/") : [], image.name].map(enc).join("/");
  const version = image.digest || image.tag;
  return `pkg:docker/${path}${version ? `@${enc(version)}` : ""}${image.registry ? `?repository_url=${enc(image.registry)}` : ""}`;
}
function packagePurl(pkg, docker) {
  if (["git", "git-ref", "url", "url-pinned", "local"].includes(pkg.kind))
    return void 0;
  if (pkg.ecosystem === "docker") {
    const d = docker ?? { repository: pkg.name, tag: "", digest: "" };
    return dockerPurl(dockerImage(d.repository, pkg.kind === "dynamic" ? "" : d.tag, pkg.kind === "dynamic" ? "" : d.digest));
  }
  const version = exactVersion(pkg);
  return pkg.ecosystem === "npm" ? npmPurl(pkg.name, version) : pypiPurl(pkg.name, version);
}
var enc;
var init_purl = __esm({
  "dist/src/inventory/purl.js"() {
    "use strict";
    enc = (s) => encodeURIComponent(s);
  }
});

// dist/src/inventory/inventory.js
function launchOf(launch2) {
  const pkg = launch2.package;
  const docker = launch2.docker;
  const purl = packagePurl(pkg, docker);
  return {
    runner: launch2.runner,
    ecosystem: pkg.ecosystem,
    // a git or archive source may carry a token as its userinfo or in its query
    name: pkg.name.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/?#]*@/i, "$1").replace(/[?#].*$/s, ""),
    spec: pkg.spec,
    version: docker ? docker.digest || docker.tag : exactVersion(pkg),
    pinned: pkg.pinned,
    ...purl ? { purl } : {},
    ...docker ? { image: { registry: dockerImage(docker.repository, "", "").registry, tag: docker.tag, digest: docker.digest } } : {}
  };
}
function endpointOf(url) {
  const m = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/?#]*@)?([^/?#]*)([^?#]*)/i.exec(url.trim());
  if (!m || !m[2])
    return void 0;
  return { endpoint: `${m[1].toLowerCase()}://${m[2].toLowerCase()}${m[3]}`, host: m[2].toLowerCase().replace(/:\d+$/, "") };
}
function envNames(server, launches) {
  const names = new Set(server.env.map((e) => e.key));
  for (const launch2 of launches)
    for (const e of [...launch2.env, ...launch2.docker?.env ?? []])
      names.add(e.name);
  const strings = [server.command?.value, server.url?.value, ...server.args.map((a) => a.value), ...server.env.map((e) => e.value.value), ...server.headers.map((h) => h.value.value)];
  for (const s of strings)
    for (const m of (s ?? "").matchAll(VAR_REFERENCE))
      names.add(m[1] ?? m[2]);
  return [...names].sort(byText);
}
function projectApprovals(configs) {
  const out = /* @__PURE__ */ new Map();
  for (const c of configs) {
    const m = /^(?:(.*)\/)?\.claude\/settings(?:\.local)?\.json$/.exec(c.source.display);
    if (c.host !== "claude-settings" || !m || !c.data || typeof c.data !== "object")
      continue;
    const data = c.data;
    const names = Array.isArray(data.enabledMcpjsonServers) ? data.enabledMcpjsonServers.filter((n) => typeof n === "string") : [];
    const all = data.enableAllProjectMcpServers === true;
    if (!all && !names.length)
      continue;
    const dir = m[1] ?? "";
    out.set(dir, [...out.get(dir) ?? [], { file: c.source.display, all, names }]);
  }
  return out;
}
function approvalsOf(file, server, own, projects) {
  const list = own.filter((f) => f.ruleId === "auto-approve").map((f) => `${f.file}: ${f.location}`);
  const m = /^(?:(.*)\/)?\.mcp\.json$/.exec(file.source.display);
  if (file.host === "claude-code" && m) {
    for (const p of projects.get(m[1] ?? "") ?? []) {
      if (p.all)
        list.push(`${p.file}: enableAllProjectMcpServers`);
      if (p.names.includes(server.name))
        list.push(`${p.file}: enabledMcpjsonServers`);
    }
  }
  return [...new Set(list)].sort(byText);
}
function serverOf2(file, server, findings, policy, projects) {
  const location = server.path.join(".");
  const own = findings.filter((f) => f.file === file.source.display && (f.location === location || f.location.startsWith(`${location}.`)));
  const launches = analyzeLaunches(server);
  const remote = server.url ? endpointOf(server.url.value) : void 0;
  const approvals = approvalsOf(file, server, own, projects);
  return {
    name: server.name,
    file: file.source.display,
    host: file.host,
    location,
    transport: server.transport,
    ...server.command ? { command: programName(server.command.value) } : {},
    launches: launches.map(launchOf),
    ...remote ? { endpoint: remote.endpoint, remoteHost: remote.host } : {},
    env: envNames(server, launches),
    headers: server.headers.map((h) => h.key).sort(byText),
    autoApproved: approvals.length > 0,
    approvals,
    ...policy ? { allowedByPolicy: !own.some((f) => f.ruleId === "server-not-allowed") } : {},
    findings: count(own)
  };
}
function skillName(skill) {
  const front = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---/.exec(skill.manifest.text)?.[1] ?? "";
  const name = /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(front)?.[1];
  return name ?? (skill.dir.split("/").pop() || skill.dir);
}
function skillOf(skill, findings) {
  const prefix = skill.dir === "." ? "" : `${skill.dir}/`;
  const own = findings.filter((f) => f.file === skill.manifest.display || prefix && f.file.startsWith(prefix) || (f.related ?? []).some((r) => r.file === skill.manifest.display));
  return {
    name: skillName(skill),
    dir: skill.dir,
    manifest: { path: skill.manifest.display, sha256: skill.manifestSha256 },
    files: skill.scripts.map((s) => ({ path: s.relPath, sha256: s.sha256, kind: s.kind })).sort((a, b) => byText(a.path, b.path)),
    reviewed: !own.some((f) => f.ruleId === "unreviewed-skill-script"),
    findings: count(own)
  };
}
function masked(inventory, redaction) {
  const launches = inventory.servers.map((s) => s.launches);
  const out = JSON.parse(JSON.stringify(inventory, (_, v) => typeof v === "string" ? redaction.mask(v) : v));
  out.servers.forEach((s, i) => {
    s.launches = launches[i];
  });
  return out;
}
function buildInventory(scan2, findings, toolVersion2, policy = false) {
  const configs = [...scan2.configs].sort((a, b) => byText(a.source.display, b.source.display));
  const projects = projectApprovals(configs);
  const servers = configs.flatMap((c) => c.servers.map((s) => serverOf2(c, s, findings, policy, projects))).sort((a, b) => byText(a.file, b.file) || byText(a.name, b.name) || byText(a.location, b.location));
  const inventory = {
    version: 1,
    tool: { name: "mcp-audit", version: toolVersion2 },
    configs: configs.map((c) => ({ file: c.source.display, host: c.host, servers: c.servers.length, findings: count(findings.filter((f) => f.file === c.source.display)) })),
    servers,
    skills: [...scan2.skills].sort((a, b) => byText(a.dir, b.dir)).map((s) => skillOf(s, findings)),
    findings: count(findings)
  };
  return masked(inventory, scan2.redaction);
}
var VAR_REFERENCE, count, byText;
var init_inventory = __esm({
  "dist/src/inventory/inventory.js"() {
    "use strict";
    init_launch();
    init_shell();
    init_purl();
    VAR_REFERENCE = /\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}|\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g;
    count = (findings) => ({
      error: findings.filter((f) => f.level === "error").length,
      warning: findings.filter((f) => f.level === "warning").length,
      note: findings.filter((f) => f.level === "note").length
    });
    byText = (a, b) => a < b ? -1 : a > b ? 1 : 0;
  }
});

// dist/src/inventory/markdown.js
function launch(s) {
  if (s.endpoint)
    return code(s.endpoint);
  if (!s.launches.length)
    return code(s.command ?? "");
  return s.launches.map((l) => `${l.runner} ${code(l.purl ?? `${l.name}${l.spec ? ` ${l.spec}` : ""}`)}${l.pinned ? "" : " (unpinned)"}`).join("<br>");
}
function formatMarkdown(inv) {
  const out = ["# Agent integrations", ""];
  const total = inv.servers.length;
  out.push(`${inv.configs.length} config file${inv.configs.length === 1 ? "" : "s"}, ${total} server${total === 1 ? "" : "s"}, ${inv.skills.length} skill${inv.skills.length === 1 ? "" : "s"}; findings (errors / warnings / notes): ${counts(inv.findings)}.`, "");
  if (inv.servers.length) {
    out.push("## Servers", "", "| server | file | host | transport | launches or connects to | variables | approval, policy | findings (e / w / n) |", "| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const s of inv.servers) {
      out.push(`| ${code(s.name)} | ${cell(s.file)} | ${s.host} | ${s.transport} | ${launch(s)} | ${s.env.map(code).join(" ") || "\u2014"} | ${[s.autoApproved ? `auto-approved (${s.approvals.map(cell).join("; ")})` : "", s.allowedByPolicy === false ? "not allowed by the policy" : ""].filter(Boolean).join(", ") || "\u2014"} | ${counts(s.findings)} |`);
    }
    out.push("");
  }
  if (inv.skills.length) {
    out.push("## Skills", "", "| skill | folder | files | reviewed | findings (e / w / n) |", "| --- | --- | --- | --- | --- |");
    for (const k of inv.skills) {
      const files = [`SKILL.md ${code(k.manifest.sha256.slice(0, 12))}`, ...k.files.map((f) => `${cell(f.path)} ${code(f.sha256.slice(0, 12))}`)].join("<br>");
      out.push(`| ${code(k.name)} | ${cell(k.dir)} | ${files} | ${k.reviewed ? "yes" : "no"} | ${counts(k.findings)} |`);
    }
    out.push("");
  }
  if (!inv.servers.length && !inv.skills.length)
    out.push("No MCP configuration or skill found.", "");
  return out.join("\n");
}
var cell, code, counts;
var init_markdown2 = __esm({
  "dist/src/inventory/markdown.js"() {
    "use strict";
    cell = (text2) => text2.replace(/[\r\n]+/g, " ").replace(/\|/g, "\\|");
    code = (text2) => text2 ? `\`${cell(text2).replace(/`/g, "'")}\`` : "";
    counts = (c) => c.error + c.warning + c.note ? `${c.error} / ${c.warning} / ${c.note}` : "\u2014";
  }
});

// dist/src/cli/inventory.js
var inventory_exports = {};
__export(inventory_exports, {
  INVENTORY_FORMATS: () => INVENTORY_FORMATS,
  runInventory: () => runInventory
});
function parse3(argv) {
  try {
    return (0, import_node_util2.parseArgs)({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (e) {
    throw usageError(e, "mcp-audit inventory --help", OPTIONS, argv);
  }
}
async function runInventory(argv, io) {
  const { values, positionals } = parse3(argv);
  if (values.help) {
    io.stdout(INVENTORY_HELP + "\n");
    return 0;
  }
  const format3 = values.format ?? (io.stdoutIsTty && values.output === void 0 ? "markdown" : "json");
  if (!INVENTORY_FORMATS.includes(format3))
    throw new UsageError(`unknown format "${format3}" for inventory; use ${INVENTORY_FORMATS.join(", ")}`);
  if (values.config !== void 0 && values["no-config"])
    throw new UsageError("use either --config or --no-config, not both");
  const paths = positionals.length ? positionals : ["."];
  const roots2 = paths.map((p) => (0, import_node_path27.resolve)(io.cwd, p)).filter(isDirectory);
  const loaded = values["no-config"] ? void 0 : await loadSettings(values.config, roots2, io.cwd);
  const { rules: rules2, ruleSettings } = applyRuleSettings(rules, loaded?.settings);
  const { policy } = scanPolicy(loaded?.settings, values.config ?? loaded?.display ?? "", values.policy ?? [], io.cwd);
  const settingsPath = (display2) => {
    if (!loaded || display2.startsWith("~/"))
      return display2;
    const rel = slashed((0, import_node_path27.relative)(loaded.base, (0, import_node_path27.resolve)(io.cwd, display2)));
    return rel.startsWith("../") ? display2 : rel;
  };
  const globs = (loaded?.settings.ignore ?? []).map(compileGlob);
  const result2 = scan({
    paths,
    cwd: io.cwd,
    rules: rules2,
    ruleSettings,
    codeFrames: false,
    gitignore: !values["no-ignore"],
    ...globs.length ? { ignore: (d) => globs.some((g) => g.test(settingsPath(d))) } : {},
    ...policy ? { policy } : {}
  });
  const filtered = filterFindings(result2.findings, {
    configs: result2.configs,
    rules: rules2,
    ignoreFindings: loaded?.settings.ignoreFindings,
    settingsBase: loaded ? displayPath(loaded.base, io.cwd).replace(/^\.$/, "") : "",
    settingsPath,
    redaction: result2.redaction
  });
  const inventory = buildInventory(result2, filtered.findings, toolVersion(), policy !== void 0 && rules2.some((r) => r.meta.id === "server-not-allowed"));
  const subject = (0, import_node_path27.basename)(roots2[0] ?? io.cwd) || "repository";
  const text2 = format3 === "cyclonedx" ? formatCycloneDx(inventory, subject, timestampOf(io.env)) : format3 === "markdown" ? formatMarkdown(inventory) : JSON.stringify(inventory, null, 2) + "\n";
  const safe = format3 === "markdown" ? printable(text2, true) : printableJson(text2);
  if (values.output !== void 0)
    writeOutputFile("--output", values.output, io.cwd, safe);
  else
    io.stdout(safe);
  for (const e of result2.internalErrors)
    io.stderr(`mcp-audit: ${e.split("\n")[0]}
`);
  return result2.internalErrors.length ? 2 : 0;
}
var import_node_util2, import_node_path27, INVENTORY_FORMATS, OPTIONS;
var init_inventory2 = __esm({
  "dist/src/cli/inventory.js"() {
    "use strict";
    import_node_util2 = require("node:util");
    import_node_path27 = require("node:path");
    init_rules();
    init_discover();
    init_paths();
    init_engine();
    init_filter();
    init_policy_file();
    init_settings();
    init_cyclonedx();
    init_inventory();
    init_markdown2();
    init_printable();
    init_args();
    init_help();
    init_write_output();
    init_version();
    INVENTORY_FORMATS = ["json", "cyclonedx", "markdown"];
    OPTIONS = {
      format: { type: "string", short: "f" },
      output: { type: "string", short: "o" },
      config: { type: "string" },
      "no-config": { type: "boolean", default: false },
      policy: { type: "string", multiple: true },
      "no-ignore": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
      debug: { type: "boolean", default: false }
    };
  }
});

// dist/src/lsp/actions.js
function fixTitle(fix) {
  const title = fix.resolve ? fix.description.split(fix.resolve.placeholder).join("") : fix.description;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
function workspaceEdit(fix, document, display2, text2 = (e) => e.text) {
  if (fix.edits.some((e) => e.file !== display2))
    return void 0;
  const edits = fix.edits.map((e) => ({
    range: { start: document.positionAt(e.start), end: document.positionAt(e.end) },
    newText: text2(e)
  }));
  return { changes: { [document.uri]: edits } };
}
function codeActions(scan2, document, range2, options2) {
  const out = [];
  for (const finding of scan2.findings) {
    const at2 = { start: document.positionAt(finding.span.start), end: document.positionAt(finding.span.end) };
    if (!overlaps2(at2, range2))
      continue;
    const diagnostics = [{ range: at2, message: finding.message, code: finding.ruleId, source: "mcp-audit" }];
    const fixes = [...finding.fix ? [[finding.fix, -1]] : [], ...(finding.suggestions ?? []).map((s, i) => [s, i])];
    for (const [fix, index] of fixes) {
      if (!fix.edits.length)
        continue;
      const suggestion2 = index >= 0;
      const label = suggestion2 ? "" : fix.safe ? "" : " (unsafe: changes what the client runs)";
      const action = {
        title: `${fixTitle(fix)}${label}`,
        kind: suggestion2 ? "refactor" : "quickfix",
        diagnostics,
        ...!suggestion2 && fix.safe ? { isPreferred: true } : {}
      };
      const reference = { uri: document.uri, version: document.version, fingerprint: finding.fingerprint, index };
      if (!fix.resolve) {
        const edit = workspaceEdit(fix, document, scan2.display);
        if (!edit)
          continue;
        action.edit = edit;
      } else if (options2.canResolve) {
        action.data = reference;
      } else {
        action.command = { title: action.title, command: APPLY_FIX, arguments: [reference] };
      }
      out.push(action);
    }
    const suppress = scan2.config && suppressAction(finding, scan2.config, document);
    if (suppress)
      out.push({ ...suppress, diagnostics });
    if (finding.ruleId === "unreviewed-skill-script" && scan2.skillDir) {
      out.push({
        title: "Record skill review (I have read its files)",
        kind: "quickfix",
        diagnostics,
        command: { title: "Record skill review", command: RECORD_REVIEW, arguments: [scan2.skillDir, scan2.cwd] }
      });
    }
  }
  return out;
}
function suppressAction(finding, config, document) {
  const marker = config.syntax === "jsonc" ? "//" : config.syntax === "toml" || config.syntax === "yaml" ? "#" : void 0;
  if (!marker || finding.ruleId === "invalid-config" || finding.ruleId === "suppression-comment")
    return void 0;
  const line = document.positionAt(finding.span.start).line;
  const lineText2 = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
  const indent = /^[ \t]*/.exec(lineText2)[0];
  const eol = document.getText().includes("\r\n") ? "\r\n" : "\n";
  const text2 = `${indent}${marker} mcp-audit-ignore[${finding.ruleId}]: TODO say why this is acceptable${eol}`;
  return {
    title: `Suppress ${finding.ruleId} with a comment`,
    kind: "quickfix",
    edit: { changes: { [document.uri]: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: text2 }] } }
  };
}
var APPLY_FIX, RECORD_REVIEW, overlaps2;
var init_actions = __esm({
  "dist/src/lsp/actions.js"() {
    "use strict";
    APPLY_FIX = "mcp-audit.applyFix";
    RECORD_REVIEW = "mcp-audit.recordReview";
    overlaps2 = (a, b) => !(a.end.line < b.start.line || a.end.line === b.start.line && a.end.character < b.start.character || b.end.line < a.start.line || b.end.line === a.start.line && b.end.character < a.start.character);
  }
});

// dist/src/lsp/diagnostics.js
function toDiagnostic(finding, document, cwd2) {
  const diagnostic = {
    range: { start: document.positionAt(finding.span.start), end: document.positionAt(finding.span.end) },
    severity: SEVERITY[finding.level],
    code: finding.ruleId,
    source: SOURCE2,
    message: finding.message,
    data: { fingerprint: finding.fingerprint }
  };
  if (rules.some((r) => r.meta.id === finding.ruleId))
    diagnostic.codeDescription = { href: docsUrl(finding.ruleId) };
  if (finding.related?.length) {
    diagnostic.relatedInformation = finding.related.map((r) => ({
      location: { uri: (0, import_node_url4.pathToFileURL)((0, import_node_path28.resolve)(cwd2, r.file)).href, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } },
      message: r.message
    }));
  }
  return diagnostic;
}
var import_node_path28, import_node_url4, SEVERITY, SOURCE2;
var init_diagnostics = __esm({
  "dist/src/lsp/diagnostics.js"() {
    "use strict";
    import_node_path28 = require("node:path");
    import_node_url4 = require("node:url");
    init_rules();
    SEVERITY = { error: 1, warning: 2, note: 3 };
    SOURCE2 = "mcp-audit";
  }
});

// dist/src/lsp/protocol.js
function loadLsp() {
  if ((0, import_node_fs26.existsSync)(vendored2))
    return require4(vendored2);
  const server = require4("vscode-languageserver/node");
  const { TextDocument } = require4("vscode-languageserver-textdocument");
  return { ...server, TextDocument };
}
var import_node_fs26, import_node_module4, import_node_url5, require4, vendored2;
var init_protocol = __esm({
  "dist/src/lsp/protocol.js"() {
    "use strict";
    import_node_fs26 = require("node:fs");
    import_node_module4 = require("node:module");
    import_node_url5 = require("node:url");
    require4 = (0, import_node_module4.createRequire)(importMetaUrl);
    vendored2 = (0, import_node_url5.fileURLToPath)(new URL("./vendor/lsp.cjs", importMetaUrl));
  }
});

// dist/src/lsp/document-scan.js
function documentKind(path, cwd2, display2) {
  if ((0, import_node_fs27.existsSync)(path)) {
    try {
      const found2 = discover([path], cwd2, { gitignore: false });
      const candidate = found2.configs.find((c) => c.path === path);
      if (candidate)
        return { kind: "config", candidate };
      const skillDir = [...found2.skillDirs.keys()][0];
      return skillDir === void 0 ? void 0 : { kind: "skill", skillDir };
    } catch {
    }
  }
  const host = hostFor(slashed(path));
  return host ? { kind: "config", candidate: { path, display: display2, host } } : void 0;
}
function oversized(display2, bytes, limit) {
  return {
    ruleId: "invalid-config",
    level: "error",
    file: display2,
    span: { start: 0, end: 0 },
    region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
    location: "",
    fingerprint: `oversized:${display2}`,
    message: `not scanned: ${bytes} bytes is over the ${limit}-byte limit for this kind of file`
  };
}
async function settingsFor(cwd2, held) {
  const found2 = findSettingsFile([cwd2], cwd2);
  const text2 = found2 && held(found2.path);
  if (found2 && text2 !== void 0)
    return settingsFromText({ path: found2.path, display: displayPath(found2.path, cwd2), text: text2 });
  return loadSettings(void 0, [cwd2], cwd2);
}
async function checkSettings(path, display2, text2, cwd2) {
  try {
    await settingsFromText({ path, display: display2, text: text2 });
    return { findings: [], display: display2, cwd: cwd2, problems: [] };
  } catch (e) {
    if (!(e instanceof UsageError))
      throw e;
    const source2 = makeSource(path, display2, text2);
    const span = settingsProblemSpan(e.message, text2, source2.lineStarts);
    const finding = {
      ruleId: "settings",
      level: "error",
      message: e.message,
      file: display2,
      span,
      region: regionOf(source2, span),
      location: "",
      fingerprint: `settings:${display2}`
    };
    return { findings: [finding], display: display2, cwd: cwd2, problems: [] };
  }
}
function settingsProblemSpan(message3, text2, lineStarts) {
  const at2 = /at line (\d+), column (\d+)/.exec(message3);
  if (at2) {
    const start = Math.min(lineStarts[Math.min(Number(at2[1]), lineStarts.length) - 1] + Number(at2[2]) - 1, text2.length);
    return { start, end: Math.min(start + 1, text2.length) };
  }
  const quoted3 = /: [^"]*"([^"]+)"/.exec(message3)?.[1];
  const found2 = quoted3 === void 0 ? -1 : text2.indexOf(JSON.stringify(quoted3));
  if (found2 >= 0)
    return { start: found2, end: found2 + JSON.stringify(quoted3).length };
  const eol = text2.indexOf("\n");
  return { start: 0, end: eol < 0 ? text2.length : eol };
}
async function scanDocument(path, text2, cwd2, held = () => void 0) {
  const shown = displayPath(path, cwd2);
  const display2 = shown.startsWith("../") || (0, import_node_path29.isAbsolute)(shown) ? slashed(path) : shown;
  if (SETTINGS_NAMES.includes((0, import_node_path29.basename)(path)))
    return checkSettings(path, display2, text2, cwd2);
  const kind = documentKind(path, cwd2, display2);
  if (!kind)
    return void 0;
  const problems = [];
  let loaded;
  try {
    loaded = await settingsFor(cwd2, held);
  } catch (e) {
    if (!(e instanceof UsageError))
      throw e;
    problems.push(`${e.message}; scanning with the default settings`);
  }
  const settingsPath = (file) => {
    if (!loaded)
      return file;
    const rel = slashed((0, import_node_path29.relative)(loaded.base, (0, import_node_path29.resolve)(cwd2, file)));
    return rel.startsWith("../") ? file : rel;
  };
  const globs = (loaded?.settings.ignore ?? []).map(compileGlob);
  if (globs.some((g) => g.test(settingsPath(display2))))
    return { findings: [], display: display2, cwd: cwd2, problems };
  const bytes = Buffer.byteLength(text2, "utf8");
  const limit = kind.kind === "config" ? kind.candidate.maxBytes ?? MAX_CONFIG_BYTES : Infinity;
  if (bytes > limit)
    return { findings: [oversized(display2, bytes, limit)], display: display2, cwd: cwd2, problems };
  const { rules: rules2, ruleSettings } = applyRuleSettings(rules, loaded?.settings);
  const stdin = kind.kind === "config" ? { ...kind.candidate, display: display2, text: text2 } : void 0;
  let result2;
  try {
    result2 = scan({
      paths: kind.kind === "skill" ? [path] : [],
      cwd: cwd2,
      rules: rules2,
      ruleSettings,
      codeFrames: false,
      gitignore: true,
      ...stdin ? { stdin } : {}
    });
  } catch (e) {
    if (!(e instanceof UsageError))
      throw e;
    problems.push(e.message);
    return { findings: [], display: display2, cwd: cwd2, problems };
  }
  problems.push(...result2.internalErrors.map((error) => result2.redaction.mask(error)));
  const filtered = filterFindings(result2.findings, {
    configs: result2.configs,
    rules: rules2,
    ignoreFindings: loaded?.settings.ignoreFindings,
    settingsPath,
    redaction: result2.redaction
  });
  const config = result2.configs.find((c) => c.source.path === path);
  const skillDir = kind.kind === "skill" ? kind.skillDir : void 0;
  const own = filtered.findings.filter((f) => f.file === display2);
  const findings = skillDir === void 0 ? own : [...own, ...skillFindings(filtered.findings, path, skillDir, cwd2, display2)];
  return { findings, display: display2, cwd: cwd2, problems, ...config ? { config } : {}, ...skillDir ? { skillDir } : {} };
}
function skillFindings(findings, path, skillDir, cwd2, display2) {
  const manifest = displayPath((0, import_node_path29.join)(skillDir, "SKILL.md"), cwd2);
  if (manifest === display2)
    return [];
  const relPath = slashed((0, import_node_path29.relative)(skillDir, path));
  return findings.filter((f) => f.ruleId === "unreviewed-skill-script" && f.file === manifest && f.message.includes(relPath)).map((f) => ({
    ...f,
    file: display2,
    span: { start: 0, end: 0 },
    region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
    related: [{ file: manifest, message: "the skill this script belongs to" }, ...f.related ?? []]
  }));
}
var import_node_fs27, import_node_path29;
var init_document_scan = __esm({
  "dist/src/lsp/document-scan.js"() {
    "use strict";
    import_node_fs27 = require("node:fs");
    import_node_path29 = require("node:path");
    init_rules();
    init_discover();
    init_paths();
    init_read();
    init_engine();
    init_filter();
    init_settings();
    init_settings_file();
    init_source();
  }
});

// dist/src/lsp/scans.js
var import_node_path30, import_node_url6, Scans;
var init_scans = __esm({
  "dist/src/lsp/scans.js"() {
    "use strict";
    import_node_path30 = require("node:path");
    import_node_url6 = require("node:url");
    init_document_scan();
    Scans = class {
      options;
      latest = /* @__PURE__ */ new Map();
      timers = /* @__PURE__ */ new Map();
      running = /* @__PURE__ */ new Map();
      /** workspace folders, deepest first: a document is scanned from the folder it is in */
      folders = [];
      debounceMs;
      scanCount = 0;
      constructor(options2) {
        this.options = options2;
        this.debounceMs = options2.debounceMs;
      }
      setDebounce(ms) {
        this.debounceMs = ms;
      }
      folderList() {
        return [...this.folders];
      }
      setFolders(folders) {
        this.folders = [...folders].sort((a, b) => b.length - a.length);
      }
      /** The folder a document's paths are relative to, and its settings are looked for from. */
      cwdFor(path) {
        return this.folders.find((f) => path === f || path.startsWith(f.endsWith(import_node_path30.sep) ? f : f + import_node_path30.sep)) ?? (0, import_node_path30.dirname)(path);
      }
      /** Scan `document` once no change has come for the debounce time. */
      schedule(document, delay = this.debounceMs) {
        clearTimeout(this.timers.get(document.uri));
        this.timers.set(document.uri, setTimeout(() => {
          this.timers.delete(document.uri);
          void this.now(document);
        }, delay));
      }
      /** The scan of `document` as it is now: the one kept when it is of this version, else a new one. */
      async current(document) {
        const kept = this.latest.get(document.uri);
        if (kept && kept.version === document.version)
          return kept;
        return this.now(document);
      }
      /** The kept scan of a document, whatever its version. */
      kept(uri) {
        return this.latest.get(uri);
      }
      forget(uri) {
        clearTimeout(this.timers.get(uri));
        this.timers.delete(uri);
        this.latest.delete(uri);
      }
      /** Every kept scan is out of date (settings or a lockfile changed): the next request or schedule scans again. */
      invalidate() {
        for (const [uri, scanned] of this.latest)
          this.latest.set(uri, { ...scanned, version: -1 });
      }
      dispose() {
        for (const timer of this.timers.values())
          clearTimeout(timer);
        this.timers.clear();
      }
      now(document) {
        const key = `${document.uri}\0${document.version}`;
        const running = this.running.get(key);
        if (running)
          return running;
        clearTimeout(this.timers.get(document.uri));
        const started = this.scan(document).finally(() => this.running.delete(key));
        this.running.set(key, started);
        return started;
      }
      async scan(live) {
        const document = this.options.snapshot(live);
        let scan2;
        if (document.uri.startsWith("file:")) {
          const path = (0, import_node_url6.fileURLToPath)(document.uri);
          try {
            scan2 = await scanDocument(path, document.getText(), this.cwdFor(path), this.options.held);
          } catch (e) {
            this.options.log(`mcp-audit: scanning ${path} failed: ${e.stack ?? e}`);
          }
          for (const problem of scan2?.problems ?? [])
            this.options.log(`mcp-audit: ${problem}`);
        }
        const scanned = { version: document.version, document, scan: scan2, resultId: String(++this.scanCount) };
        const kept = this.latest.get(document.uri);
        if (!kept || kept.version <= document.version) {
          this.latest.set(document.uri, scanned);
          this.options.publish(scanned);
        }
        return scanned;
      }
    };
  }
});

// dist/src/lsp/server.js
var server_exports = {};
__export(server_exports, {
  runLsp: () => runLsp
});
function optionsFrom(params, argv, env) {
  const given = params.initializationOptions ?? {};
  const debounce = Number(given.debounceMs);
  return {
    debounceMs: Number.isFinite(debounce) && debounce >= 0 ? debounce : 200,
    onSave: given.run === "onSave",
    offline: argv.includes("--offline") || given.offline === true,
    // as --registry: wins over .npmrc; without it, the .npmrc nearest the document and npm_config_registry apply
    registry: typeof given.registry === "string" ? given.registry : void 0,
    env
  };
}
function runLsp(argv, env, stderr) {
  const unknown = argv.filter((a) => a !== "--stdio" && a !== "--offline" && !/^--clientProcessId=\d+$/.test(a));
  if (unknown.length)
    throw new UsageError(`lsp: unknown option ${unknown[0]}; the server speaks over stdio only`, 'Run "mcp-audit lsp --help" for the options.');
  const lsp = loadLsp();
  const connection = lsp.createConnection(new lsp.StreamMessageReader(process.stdin), new lsp.StreamMessageWriter(process.stdout));
  const log = (...args) => connection.console.log((0, import_node_util3.format)(...args));
  Object.assign(console, { log, info: log, debug: log, warn: log, error: (...args) => connection.console.error((0, import_node_util3.format)(...args)) });
  process.on("uncaughtException", (e) => stderr(`mcp-audit lsp: ${e.stack ?? e}
`));
  serve(lsp, connection, argv, env);
  connection.listen();
  return new Promise(() => {
  });
}
function serve(lsp, connection, argv, env) {
  const documents = new lsp.TextDocuments(lsp.TextDocument);
  const options2 = optionsFrom({}, argv, env);
  const client2 = { push: true, canResolve: false, refresh: false, folders: false };
  const scans = new Scans({
    debounceMs: options2.debounceMs,
    log: (message3) => connection.console.log(message3),
    snapshot: (d) => lsp.TextDocument.create(d.uri, d.languageId, d.version, d.getText()),
    // by path, not by URI: clients percent-encode URIs in their own ways
    held: (path) => documents.all().find((d) => d.uri.startsWith("file:") && (0, import_node_url7.fileURLToPath)(d.uri) === path)?.getText(),
    publish: (scanned) => {
      if (client2.push && documents.get(scanned.document.uri))
        void connection.sendDiagnostics({ uri: scanned.document.uri, version: scanned.version, diagnostics: diagnosticsOf(scanned) });
    }
  });
  const server = {
    lsp,
    connection,
    documents,
    scans,
    options: options2,
    client: client2,
    rescanAll: (delay = 0) => {
      scans.invalidate();
      if (client2.refresh)
        void connection.languages.diagnostics.refresh();
      for (const document of documents.all())
        scans.schedule(document, delay);
    }
  };
  connection.onInitialize((params) => initialize(server, params, argv, env));
  connection.onInitialized(() => {
    if (client2.folders) {
      connection.workspace.onDidChangeWorkspaceFolders(({ added, removed }) => {
        const gone = new Set(removed.map((f) => (0, import_node_url7.fileURLToPath)(f.uri)));
        scans.setFolders([...scans.folderList().filter((f) => !gone.has(f)), ...added.map((f) => (0, import_node_url7.fileURLToPath)(f.uri))]);
        server.rescanAll();
      });
    }
    const watchers = [...SHARED_FILES].map((name) => ({ globPattern: `**/${name}` }));
    void connection.client.register(lsp.DidChangeWatchedFilesNotification.type, { watchers }).catch(() => void 0);
  });
  followDocuments(server);
  answerDiagnostics(server);
  answerActions(server);
  connection.onShutdown(() => scans.dispose());
  documents.listen(connection);
}
function initialize(server, params, argv, env) {
  Object.assign(server.options, optionsFrom(params, argv, env));
  server.scans.setDebounce(server.options.debounceMs);
  const folders = params.workspaceFolders?.map((f) => (0, import_node_url7.fileURLToPath)(f.uri)) ?? (params.rootUri ? [(0, import_node_url7.fileURLToPath)(params.rootUri)] : []);
  server.scans.setFolders(folders);
  const { textDocument, workspace } = params.capabilities;
  server.client.push = textDocument?.diagnostic === void 0;
  server.client.refresh = workspace?.diagnostics?.refreshSupport === true;
  server.client.folders = workspace?.workspaceFolders === true;
  server.client.canResolve = textDocument?.codeAction?.resolveSupport?.properties.includes("edit") === true;
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: server.lsp.TextDocumentSyncKind.Incremental, save: { includeText: false } },
      codeActionProvider: { codeActionKinds: ["quickfix", "refactor"], resolveProvider: true },
      executeCommandProvider: { commands: [APPLY_FIX, RECORD_REVIEW] },
      diagnosticProvider: { identifier: "mcp-audit", interFileDependencies: true, workspaceDiagnostics: true },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } }
    },
    serverInfo: { name: "mcp-audit" }
  };
}
function followDocuments({ connection, documents, scans, options: options2, client: client2, rescanAll }) {
  documents.onDidOpen(({ document }) => scans.schedule(document, 0));
  documents.onDidChangeContent(({ document }) => {
    if (options2.onSave)
      return;
    if (SETTINGS_NAMES2.has((0, import_node_path31.basename)(document.uri)))
      rescanAll(options2.debounceMs);
    else if (scans.kept(document.uri)?.scan?.skillDir === void 0)
      scans.schedule(document);
  });
  documents.onDidSave(({ document }) => {
    if (SHARED_FILES.has((0, import_node_path31.basename)(document.uri)))
      rescanAll();
    else
      scans.schedule(document, 0);
  });
  documents.onDidClose(({ document }) => {
    scans.forget(document.uri);
    if (client2.push)
      void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (changes.some((c) => SHARED_FILES.has((0, import_node_path31.basename)(c.uri))))
      rescanAll();
  });
}
function answerDiagnostics({ connection, documents, scans, options: options2 }) {
  const scanned = async (document) => {
    const kept = scans.kept(document.uri);
    return options2.onSave && kept && kept.version >= 0 ? kept : scans.current(document);
  };
  const report5 = async (document, previous2) => {
    const result2 = await scanned(document);
    return previous2 === result2.resultId ? { kind: "unchanged", resultId: result2.resultId } : { kind: "full", resultId: result2.resultId, items: diagnosticsOf(result2) };
  };
  connection.languages.diagnostics.on(async ({ textDocument, previousResultId }) => {
    const document = documents.get(textDocument.uri);
    return document ? report5(document, previousResultId) : { kind: "full", items: [] };
  });
  connection.languages.diagnostics.onWorkspace(async ({ previousResultIds }) => {
    const previous2 = new Map(previousResultIds.map((p) => [p.uri, p.value]));
    return {
      items: await Promise.all(documents.all().map(async (document) => ({
        uri: document.uri,
        version: document.version,
        ...await report5(document, previous2.get(document.uri))
      })))
    };
  });
}
function answerActions({ connection, documents, scans, options: options2, client: client2, rescanAll }) {
  connection.onCodeAction(async ({ textDocument, range: range2, context }) => {
    const document = documents.get(textDocument.uri);
    if (!document)
      return [];
    const scanned = await scans.current(document);
    const actions = scanned.scan ? codeActions(scanned.scan, scanned.document, range2, { canResolve: client2.canResolve }) : [];
    const only = context.only;
    return only ? actions.filter((a) => "kind" in a && only.some((k) => a.kind === k || a.kind?.startsWith(`${k}.`))) : actions;
  });
  connection.onCodeActionResolve(async (action) => {
    if (!action.data)
      return action;
    const edit = await resolveFix(action.data, scans, options2);
    if (typeof edit === "string")
      tell(connection, 2, edit);
    else
      action.edit = edit;
    return action;
  });
  connection.onExecuteCommand(async ({ command, arguments: args = [] }) => {
    if (command === APPLY_FIX) {
      const edit = await resolveFix(args[0], scans, options2);
      if (typeof edit === "string")
        tell(connection, 2, edit);
      else
        await connection.workspace.applyEdit({ label: "mcp-audit: pin", edit });
    } else if (command === RECORD_REVIEW) {
      const message3 = await recordReview(String(args[0]), String(args[1]));
      tell(connection, 3, message3);
      rescanAll();
    }
  });
}
function tell(connection, type, message3) {
  void connection.sendNotification("window/showMessage", { type, message: message3 }).catch(() => void 0);
}
function diagnosticsOf(scanned) {
  const scan2 = scanned.scan;
  return scan2 ? scan2.findings.map((f) => toDiagnostic(f, scanned.document, scan2.cwd)) : [];
}
async function resolveFix(reference, scans, options2) {
  const scanned = scans.kept(reference?.uri);
  if (!scanned?.scan || scanned.version !== reference.version)
    return "mcp-audit: the document changed since the action was offered; ask for it again";
  const finding = scanned.scan.findings.find((f) => f.fingerprint === reference.fingerprint);
  const fix = reference.index < 0 ? finding?.fix : finding?.suggestions?.[reference.index];
  if (!fix?.resolve)
    return "mcp-audit: that fix is no longer offered";
  const request = fix.resolve;
  const got = options2.offline ? { ok: false, reason: "--offline: the registry was not contacted" } : await new Resolver({ registry: options2.registry, timeoutMs: timeoutFromEnv(options2.env), env: options2.env }).resolve(request, (0, import_node_path31.dirname)((0, import_node_url7.fileURLToPath)(scanned.document.uri)));
  if (!got.ok)
    return `mcp-audit: could not resolve a version for ${request.name} (${got.reason}); pin it by hand`;
  const edit = workspaceEdit(fix, scanned.document, scanned.scan.display, (e) => e.text.split(request.placeholder).join(got.version));
  return edit ?? "mcp-audit: that fix edits another file; run mcp-audit --fix";
}
async function recordReview(dir, cwd2) {
  const { review: review2 } = await Promise.resolve().then(() => (init_review(), review_exports));
  try {
    const result2 = review2([dir], cwd2);
    return `mcp-audit: recorded the review in ${result2.lockDisplay}`;
  } catch (e) {
    return `mcp-audit: could not record the review: ${e.message}`;
  }
}
var import_node_path31, import_node_url7, import_node_util3, SETTINGS_NAMES2, SHARED_FILES;
var init_server = __esm({
  "dist/src/lsp/server.js"() {
    "use strict";
    import_node_path31 = require("node:path");
    import_node_url7 = require("node:url");
    import_node_util3 = require("node:util");
    init_discover();
    init_resolve();
    init_actions();
    init_diagnostics();
    init_protocol();
    init_scans();
    SETTINGS_NAMES2 = /* @__PURE__ */ new Set([".mcp-audit.json", ".mcp-audit.jsonc"]);
    SHARED_FILES = /* @__PURE__ */ new Set([...SETTINGS_NAMES2, ".mcp-audit-review.json"]);
  }
});

// dist/src/cli/cli.js
var import_node_fs28 = require("node:fs");
var import_node_path32 = require("node:path");
init_discover();
init_did_you_mean();
init_printable();
init_args();
init_help();

// dist/src/cli/scan.js
var import_node_path25 = require("node:path");
init_git_base();
init_paths();
init_engine();
init_filter();
init_printable();
init_settings();
init_policy_file();
init_source();

// dist/src/discover/user.js
var import_node_fs16 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path17 = require("node:path");
init_claude_desktop();
init_claude_settings();

// dist/src/hosts/claude-user.js
init_entry();
init_json();
init_json_editor();
init_json_duplicates();
init_claude_code();
init_source();
var STRICT2 = "Claude Code reads ~/.claude.json with JSON.parse";
var claudeUser = {
  id: "claude-code",
  name: "Claude Code (user)",
  // Never found by walking a repository: `--user` names the file.
  matches: () => false,
  parse(source2) {
    const doc = parseJson(source2, true, STRICT2);
    const shape = { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE };
    const servers = [];
    const top = property(doc.root, "mcpServers");
    if (top)
      servers.push(...readServers(top, ["mcpServers"], source2.text, shape, doc.problems));
    for (const [project, , entry] of properties(property(doc.root, "projects"))) {
      const local = property(entry, "mcpServers");
      if (local)
        servers.push(...readServers(local, ["projects", project, "mcpServers"], source2.text, shape, doc.problems));
    }
    doc.problems.push(...duplicateKeyProblems(source2, doc.root));
    const validate3 = (text2) => parseJson(makeSource(source2.path, source2.display, text2), true, STRICT2).problems[0]?.message;
    return {
      kind: "config",
      host: "claude-code",
      syntax: "json",
      source: source2,
      servers,
      problems: doc.problems,
      comments: [],
      data: doc.data,
      editor: jsonEditor(source2, validate3)
    };
  }
};

// dist/src/discover/user.js
init_cline();
init_codex();
init_continue();
init_copilot();
init_codex_hooks();
init_cursor();
init_cursor_cli();
init_cursor_hooks();
init_gemini();
init_junie();
init_kiro();
init_opencode();
init_vscode();
init_windsurf();
init_windsurf_hooks();
init_zed();
var MAX_USER_CONFIG_BYTES = 64 * 1024 * 1024;
function userConfigs({ env }) {
  const home = env.HOME || env.USERPROFILE || (0, import_node_os.homedir)();
  const appData = env.APPDATA;
  const codexHome = env.CODEX_HOME;
  const xdgConfig = env.XDG_CONFIG_HOME || (0, import_node_path17.join)(home, ".config");
  const appDirs = (linux, mac, windows) => [
    (0, import_node_path17.join)(home, ".config", linux),
    (0, import_node_path17.join)(home, "Library", "Application Support", mac),
    ...appData ? [(0, import_node_path17.join)(appData, windows)] : []
  ];
  const codeUserDirs = ["Code", "Code - Insiders"].flatMap((app) => appDirs((0, import_node_path17.join)(app, "User"), (0, import_node_path17.join)(app, "User"), (0, import_node_path17.join)(app, "User")));
  const wanted2 = [
    [(0, import_node_path17.join)(home, ".claude.json"), claudeUser],
    [(0, import_node_path17.join)(home, ".claude", "settings.json"), claudeSettings],
    [(0, import_node_path17.join)(codexHome || (0, import_node_path17.join)(home, ".codex"), "config.toml"), codex],
    ...codeUserDirs.map((dir) => [(0, import_node_path17.join)(dir, "mcp.json"), vscode]),
    [(0, import_node_path17.join)(home, ".cursor", "mcp.json"), cursor],
    // hooks and agent-wide permissions in the user's own files (hooks-and-instructions.md §0.1, §0.4)
    [(0, import_node_path17.join)(home, ".cursor", "hooks.json"), cursorHooks],
    [(0, import_node_path17.join)(home, ".cursor", "cli-config.json"), cursorCli],
    [(0, import_node_path17.join)(codexHome || (0, import_node_path17.join)(home, ".codex"), "hooks.json"), codexHooks],
    [(0, import_node_path17.join)(home, ".codeium", "windsurf", "hooks.json"), windsurfHooks],
    [(0, import_node_path17.join)(home, ".gemini", "settings.json"), gemini],
    ...appDirs("Claude", "Claude", "Claude").map((dir) => [(0, import_node_path17.join)(dir, "claude_desktop_config.json"), claudeDesktop]),
    [(0, import_node_path17.join)(home, ".codeium", "windsurf", "mcp_config.json"), windsurf],
    [(0, import_node_path17.join)(home, ".kiro", "settings", "mcp.json"), kiro],
    [(0, import_node_path17.join)(home, ".aws", "amazonq", "mcp.json"), amazonQ],
    [(0, import_node_path17.join)(home, ".junie", "mcp", "mcp.json"), junie],
    [(0, import_node_path17.join)(env.COPILOT_HOME || (0, import_node_path17.join)(home, ".copilot"), "mcp-config.json"), copilot],
    [(0, import_node_path17.join)(xdgConfig, "opencode", "opencode.json"), opencode],
    [(0, import_node_path17.join)(xdgConfig, "opencode", "opencode.jsonc"), opencode],
    [(0, import_node_path17.join)(home, ".config", "zed", "settings.json"), zed],
    ...appData ? [[(0, import_node_path17.join)(appData, "Zed", "settings.json"), zed]] : [],
    [(0, import_node_path17.join)(home, ".continue", "config.yaml"), continueHost],
    ...codeUserDirs.flatMap((dir) => [
      [(0, import_node_path17.join)(dir, "globalStorage", "saoudrizwan.claude-dev", "settings", "cline_mcp_settings.json"), cline],
      [(0, import_node_path17.join)(dir, "globalStorage", "rooveterinaryinc.roo-cline", "settings", "mcp_settings.json"), roo]
    ]),
    [(0, import_node_path17.join)(home, ".cline", "data", "settings", "cline_mcp_settings.json"), cline]
  ];
  const seen = /* @__PURE__ */ new Set();
  return wanted2.filter(([path]) => !seen.has(path) && seen.add(path) && (0, import_node_fs16.existsSync)(path)).map(([path, host]) => ({ path, host, display: tildePath(path, home), maxBytes: MAX_USER_CONFIG_BYTES }));
}
function tildePath(path, home) {
  const rel = path.startsWith(home) ? `~${path.slice(home.length)}` : path;
  return rel.split("\\").join("/");
}

// dist/src/cli/scan-output.js
var import_node_fs18 = require("node:fs");
var import_node_path19 = require("node:path");
init_discover();
init_paths();
init_printable();
init_write_output();
function checkOutput(args, io, result2) {
  if (args.output !== void 0)
    checkTarget("--output", args.output, io, result2);
  if (args.writeBaseline !== void 0)
    checkTarget("--write-baseline", args.writeBaseline, io, result2);
}
function checkTarget(flag, given, io, result2) {
  const out = (0, import_node_path19.resolve)(io.cwd, given);
  let isDir = false;
  try {
    isDir = (0, import_node_fs18.statSync)(out).isDirectory();
  } catch {
  }
  const example = flag === "--output" ? "mcp-audit.sarif" : ".mcp-audit-baseline.json";
  if (isDir)
    throw new UsageError(`${flag} ${given} is a directory: give the ${flag === "--output" ? "report" : "baseline"} a file name (e.g. ${withoutTrailingSlashes2(given)}/${example})`);
  const real = safeRealpath(out) ?? out;
  const read = [...result2.configs.map((c) => c.source), ...result2.skills.flatMap((s) => [s.manifest, ...s.scripts.map((f) => f.source)])];
  const hit = read.find((s) => s.path === out || (safeRealpath(s.path) ?? s.path) === real);
  if (hit)
    throw new UsageError(`${flag} ${given} is ${hit.display}, a file being scanned: ${flag === "--output" ? "the report" : "the baseline"} would overwrite it; write it elsewhere`);
}
function withoutTrailingSlashes2(path) {
  let end = path.length;
  while (end > 1 && path[end - 1] === "/")
    end--;
  return path.slice(0, end);
}
function writeOutput(output, io, report5, flag = "--output") {
  writeOutputFile(flag, output, io.cwd, report5);
}
function useColor(io, options2) {
  if (options2.noColor || options2.color === false)
    return false;
  if (io.env.NO_COLOR)
    return false;
  if (options2.color)
    return true;
  if (options2.toFile)
    return false;
  if (io.env.FORCE_COLOR !== void 0)
    return io.env.FORCE_COLOR !== "0" && io.env.FORCE_COLOR !== "false";
  if (io.env.TERM === "dumb")
    return false;
  return io.stdoutIsTty;
}
var DIFF_STYLE = [[/^(?:---|\+\+\+) /, void 0], [/^@@/, "36"], [/^\+/, "32"], [/^-/, "31"]];
function shownDiff(diff, io, color) {
  const text2 = io.stdoutIsTty ? printableLines(diff) : diff;
  if (!color)
    return text2;
  return text2.split("\n").map((line) => {
    const style = DIFF_STYLE.find(([pattern]) => pattern.test(line))?.[1];
    return style && line ? `\x1B[${style}m${line}\x1B[0m` : line;
  }).join("\n");
}
function scannedCounts(args, result2) {
  return {
    files: result2.configs.length,
    skills: result2.skills.length,
    servers: result2.configs.reduce((n, c) => n + c.servers.length, 0),
    gitignored: result2.gitignored,
    paths: args.paths.length ? args.paths : ["."]
  };
}
function reportUnused(args, io, plan, result2, filtered) {
  const ran = new Set(plan.rules.map((r) => r.meta.id));
  const walked = args.paths.filter((p) => p !== "-").map((p) => (0, import_node_path19.resolve)(io.cwd, p)).filter((p) => result2.roots.includes(p));
  if (!args.paths.length)
    walked.push(io.cwd);
  const base3 = plan.fingerprintRoot ?? io.cwd;
  const read = new Set([...result2.configs.map((c) => c.source.display), ...result2.skills.flatMap((s) => [s.manifest.display, ...s.scripts.map((f) => f.source.display)])].map((file) => plan.baselineFile({ file })));
  const covered = (file) => read.has(file) || walked.some((root) => isInside((0, import_node_path19.resolve)(base3, file), root));
  if (plan.baseline && args.writeBaseline !== args.baseline) {
    const unused = [...plan.baseline.files].filter(([fp, e]) => !filtered.matchedBaseline?.has(fp) && ran.has(e.ruleId) && covered(e.file)).length;
    if (unused) {
      const shown = printable(plan.baseline.display);
      io.stderr(`mcp-audit: note: ${unused} ${unused === 1 ? "entry" : "entries"} of baseline ${shown} matched no finding (fixed, or changed since); --baseline ${shown} --write-baseline ${shown} drops ${unused === 1 ? "it" : "them"}
`);
    }
  }
  if (!walked.length)
    return;
  for (const i of filtered.unusedIgnoreFindings ?? []) {
    const entry = plan.ignoreFindings[i];
    if (!ran.has(entry.rule))
      continue;
    const what2 = [`rule "${entry.rule}"`, ...entry.file ? [`file "${entry.file}"`] : [], ...entry.server ? [`server "${entry.server}"`] : []].join(", ");
    io.stderr(`mcp-audit: note: settings file ${printable(plan.settingsDisplay)}: ignoreFindings[${i}] (${printable(what2)}) hid no finding; remove it if it is no longer needed
`);
  }
}

// dist/src/cli/render.js
init_rules();
init_version();
async function render(format3, findings, result2, color, rules2, hidden) {
  switch (format3) {
    case "text": {
      const { formatText: formatText2 } = await Promise.resolve().then(() => (init_text(), text_exports));
      return formatText2(findings, { color, docsUrl, hidden });
    }
    case "concise": {
      const { formatConcise: formatConcise2 } = await Promise.resolve().then(() => (init_concise(), concise_exports));
      return formatConcise2(findings, hidden);
    }
    case "json": {
      const { formatJson: formatJson2 } = await Promise.resolve().then(() => (init_json2(), json_exports));
      return formatJson2(findings, toolVersion(), hidden);
    }
    case "sarif":
    case "github": {
      const { reportContext: reportContext2 } = await Promise.resolve().then(() => (init_load_context(), load_context_exports));
      const ctx = reportContext2(result2, rules2, toolVersion());
      if (format3 === "sarif") {
        const { formatSarif: formatSarif2 } = await Promise.resolve().then(() => (init_sarif(), sarif_exports));
        return formatSarif2(findings, ctx);
      }
      const { formatGithub: formatGithub2 } = await Promise.resolve().then(() => (init_github(), github_exports));
      return formatGithub2(findings, ctx);
    }
  }
}

// dist/src/cli/scan-plan.js
var import_node_fs20 = require("node:fs");
var import_node_path20 = require("node:path");
init_discover();
init_git_base();
init_gitignore();
init_own_files();
init_paths();
init_read();
init_filter();
init_settings();
init_printable();
function fingerprintRoot(args, roots2, cwd2) {
  const repo = repositoryRoot(roots2[0] ?? cwd2);
  if (repo !== void 0)
    return repo;
  const baseline = args.baseline ?? args.writeBaseline;
  return baseline === void 0 ? void 0 : (0, import_node_path20.dirname)((0, import_node_path20.resolve)(cwd2, baseline));
}
function baselineFile(root, cwd2) {
  return (f) => {
    if (root === void 0 || f.file.startsWith("~/"))
      return f.file;
    const abs = (0, import_node_path20.resolve)(cwd2, f.file);
    return isInside(abs, root) ? slashed((0, import_node_path20.relative)(root, abs)) : f.file;
  };
}
async function settingsAsGiven(args, roots2, cwd2, base3) {
  if (args.noConfig)
    return void 0;
  const config = args.config;
  try {
    return await loadSettings(config, roots2, cwd2, base3);
  } catch (e) {
    if (!(e instanceof UsageError) || config === void 0)
      throw e;
    const display2 = (0, import_node_path20.relative)(cwd2, (0, import_node_path20.resolve)(cwd2, config)).split(import_node_path20.sep).join("/") || (0, import_node_path20.resolve)(cwd2, config);
    const message3 = e.message.replace(`settings file ${display2}`, `settings file ${config}`);
    const unreadable = `cannot read settings file ${config}: `;
    throw new UsageError(message3.startsWith(unreadable) ? flagged("--config", config, (0, import_node_path20.resolve)(cwd2, config), message3.slice(unreadable.length)) : message3, e.hint, e.frame);
  }
}
function rulesToRun(args, loaded) {
  const applied = applyRuleSettings(args.selected, loaded?.settings, args.forced);
  if (!applied.rules.length)
    throw new UsageError(`no rule left to run: settings file ${args.config ?? loaded.display} turns off every rule selected`);
  return applied;
}
function printConfig(args, loaded, rules2, levels, io) {
  const running = new Set(rules2.map((r) => r.meta.id));
  const effective = Object.fromEntries(args.selected.concat(rules2.filter((r) => !args.selected.includes(r))).map((r) => [
    r.meta.id,
    running.has(r.meta.id) ? levels[r.meta.id]?.level ?? r.meta.level : "off"
  ]));
  const out = {
    file: args.noConfig ? null : loaded?.display ?? null,
    ...args.noConfig ? { note: "--no-config: no settings file is read" } : {},
    settings: loaded?.settings ?? {},
    rules: effective
  };
  const text2 = JSON.stringify(out, null, 2) + "\n";
  io.stdout(loaded ? loaded.mask(text2) : text2);
  return 0;
}
function readBaseline(path, display2, io, base3) {
  const read = base3 ? readAtBase(base3, path, MAX_BASELINE_BYTES) : readOwnFile(path, MAX_BASELINE_BYTES);
  if (base3 && !read.ok && read.missing) {
    io.stderr(`mcp-audit: baseline ${printable(display2)} is not in ${printable(base3.ref)}: no finding is hidden by a baseline.
`);
    return { fingerprints: /* @__PURE__ */ new Set(), files: /* @__PURE__ */ new Map(), staleSecrets: 0 };
  }
  if (!read.ok)
    throw new UsageError(base3 ? `cannot read baseline ${display2}: ${read.message}` : flagged("--baseline", display2, path, read.message));
  const parsed = parseBaseline(read.text);
  if (typeof parsed === "string")
    throw new UsageError(`baseline ${display2} is ${parsed}`);
  if (parsed.staleSecrets) {
    io.stderr(`mcp-audit: note: baseline ${printable(display2)} is a version 1 baseline, whose fingerprints of hardcoded-secret findings hashed the secret itself; its ${parsed.staleSecrets} hardcoded-secret entr${parsed.staleSecrets === 1 ? "y" : "ies"} cannot match: review those findings and record the baseline again with --write-baseline
`);
  }
  return parsed;
}
function flagged(flag, given, path, why2) {
  return `${flag} ${given}: ${isDirectory(path) ? "is a folder, not a file" : why2}`;
}
function stdinCandidate(args, io) {
  if (args.stdinFilename === void 0)
    return void 0;
  const name = args.stdinFilename;
  const path = (0, import_node_path20.resolve)(io.cwd, name);
  const host = hostFor(slashed(path));
  if (!host) {
    throw new UsageError(`--stdin-filename ${name} is not a config file mcp-audit knows (configs are recognised by name and folder, e.g. .mcp.json, .vscode/mcp.json, .codex/config.toml)`);
  }
  const bytes = (io.readStdin ?? (() => (0, import_node_fs20.readFileSync)(0)))();
  if (bytes.length > MAX_CONFIG_BYTES)
    throw new UsageError(`- (stdin): more than ${MAX_CONFIG_BYTES} bytes; not a config file`);
  const decoded = decodeText(bytes);
  if (!decoded.ok)
    throw new UsageError(`- (stdin): ${decoded.message}`);
  const shown = displayPath(path, io.cwd);
  return { path, display: shown.startsWith("../") || (0, import_node_path20.isAbsolute)(shown) ? slashed(path) : shown, host, text: decoded.text };
}

// dist/src/cli/scan.js
init_version();

// dist/src/cli/ci-log.js
var import_node_crypto6 = require("node:crypto");
function framedForCiLog(text2, io) {
  if (io.env.GITHUB_ACTIONS !== "true" || !text2)
    return text2;
  const token = (0, import_node_crypto6.randomBytes)(16).toString("hex");
  return `::stop-commands::${token}
${text2}${text2.endsWith("\n") ? "" : "\n"}::${token}::
`;
}

// dist/src/cli/scan.js
var RANK2 = { note: 1, warning: 2, error: 3 };
async function runScan(args, io) {
  const plan = await planScan(args, io);
  if (typeof plan === "number")
    return plan;
  let result2 = scan(plan.scanOptions);
  checkOutput(args, io, result2);
  for (const named of result2.ignoredNamed) {
    io.stderr(`mcp-audit: ${printable(named)}: ignored by the "ignore" globs of settings file ${printable(plan.settingsDisplay)}; not scanned
`);
  }
  let filtered = filterFindings(result2.findings, plan.filterOptions(result2));
  if (args.fix || args.fixDryRun) {
    const fixed = await fixAndRescan(args, io, plan, result2, filtered);
    if (typeof fixed === "number")
      return fixed;
    ({ result: result2, filtered } = fixed);
  }
  reportUnused(args, io, plan, result2, filtered);
  if (args.writeBaseline)
    filtered = writeBaseline(args.writeBaseline, filtered, io, plan.baselineFile);
  return writeReport(args, io, plan.rules, result2, filtered);
}
async function planScan(args, io) {
  const paths = args.paths.filter((p) => p !== "-");
  const roots2 = paths.map((p) => (0, import_node_path25.resolve)(io.cwd, p)).filter(isDirectory);
  const base3 = args.configFromBase === void 0 ? void 0 : openBaseRevision(args.configFromBase, roots2[0] ?? io.cwd);
  const loaded = await settingsAsGiven(args, roots2, io.cwd, base3);
  const { rules: rules2, ruleSettings } = rulesToRun(args, loaded);
  if (args.printConfig)
    return printConfig(args, loaded, rules2, ruleSettings, io);
  const settingsBase = loaded ? displayPath(loaded.base, io.cwd).replace(/^\.$/, "") : "";
  const settingsPath = (display2) => {
    if (!loaded || display2.startsWith("~/"))
      return display2;
    const rel = slashed((0, import_node_path25.relative)(loaded.base, (0, import_node_path25.resolve)(io.cwd, display2)));
    return rel.startsWith("../") ? display2 : rel;
  };
  const ignoreGlobs = (loaded?.settings.ignore ?? []).map(compileGlob);
  const ignore2 = ignoreGlobs.length ? (display2) => ignoreGlobs.some((g) => g.test(settingsPath(display2))) : void 0;
  const baseline = args.baseline ? readBaseline((0, import_node_path25.resolve)(io.cwd, args.baseline), args.baseline, io, base3) : void 0;
  const root = fingerprintRoot(args, roots2, io.cwd);
  const stdin = stdinCandidate(args, io);
  const { policy, notes } = scanPolicy(loaded?.settings, args.config ?? loaded?.display ?? "", args.policy, io.cwd, base3);
  for (const note2 of notes)
    io.stderr(`mcp-audit: note: ${printable(note2)}
`);
  const scanOptions2 = {
    paths,
    cwd: io.cwd,
    rules: rules2,
    ruleSettings,
    ignore: ignore2,
    userConfigs: args.user ? userConfigs(io) : void 0,
    base: base3,
    // Only the text report shows code frames, and only those of the findings it shows: it draws them (writeReport).
    codeFrames: false,
    gitignore: !args.noIgnore,
    // what --fix changes is every finding's fix, not the first thousand's (src/engine/cap.ts)
    findingsPerRule: args.fix || args.fixDryRun ? Infinity : void 0,
    ...stdin ? { stdin } : {},
    ...policy ? { policy } : {},
    ...root !== void 0 ? { fingerprintRoot: root } : {}
  };
  const filterOptions = (result2) => ({
    configs: result2.configs,
    rules: rules2,
    ignoreFindings: loaded?.settings.ignoreFindings,
    settingsBase,
    settingsPath,
    baseline: baseline?.fingerprints,
    redaction: result2.redaction,
    fingerprintFile: fingerprintFile(root)
  });
  return {
    rules: rules2,
    scanOptions: scanOptions2,
    filterOptions,
    settingsDisplay: args.config ?? loaded?.display ?? "",
    ignoreFindings: loaded?.settings.ignoreFindings ?? [],
    baseline: baseline && args.baseline ? { display: args.baseline, files: baseline.files } : void 0,
    baselineFile: baselineFile(root, io.cwd),
    fingerprintRoot: root
  };
}
async function fixAndRescan(args, io, plan, result2, filtered) {
  const { runFixes: runFixes2 } = await Promise.resolve().then(() => (init_fix(), fix_exports));
  const outcome = await runFixes2({ ...result2, findings: filtered.findings }, {
    cwd: io.cwd,
    write: args.fix,
    unsafe: args.unsafeFixes,
    offline: args.offline,
    registry: args.registry ?? io.env.npm_config_registry ?? io.env.NPM_CONFIG_REGISTRY,
    env: io.env
  });
  for (const line of outcome.messages)
    io.stderr(`${printable(line)}
`);
  if (args.fixDryRun) {
    io.stdout(framedForCiLog(shownDiff(outcome.diff, io, useColor(io, { noColor: args.noColor, color: args.color, toFile: false })), io));
    const broken = unparsed(result2.configs, filtered);
    reportUnparsed(broken, [], result2, io);
    reportUnchecked(result2, io);
    return exitCode(filtered.findings, args.failOn, result2.internalErrors.length > 0, broken.length + result2.unchecked.length > 0);
  }
  if (outcome.changedFiles.length) {
    result2 = scan(plan.scanOptions);
    filtered = filterFindings(result2.findings, plan.filterOptions(result2));
  }
  filtered.findings = outcome.adjust(filtered.findings);
  return { result: result2, filtered };
}
function writeBaseline(file, filtered, io, fileOf) {
  const recorded = [...filtered.baselined, ...filtered.findings];
  writeOutput(file, io, formatBaseline(recorded, toolVersion(), fileOf), "--write-baseline");
  io.stderr(`Recorded ${recorded.length} finding${recorded.length === 1 ? "" : "s"} in ${printable(file)}.
`);
  return { ...filtered, findings: [], baselined: recorded };
}
async function writeReport(args, io, rules2, result2, filtered) {
  const failOn = args.failOn;
  for (const error of result2.internalErrors)
    io.stderr(`mcp-audit: internal error: ${printableTrace(result2.redaction.mask(error), args.debug)}
`);
  const reported = args.quiet ? filtered.findings.filter((f) => reaches(f.level, failOn)) : filtered.findings;
  const broken = unparsed(result2.configs, filtered);
  const hidden = {
    suppressed: filtered.suppressed.length,
    baselined: filtered.baselined.length,
    quiet: { count: filtered.findings.length - reported.length, failOn },
    unparsed: broken.filter((file) => !reported.some((f) => f.ruleId === "invalid-config" && f.file === file.source.display)).length,
    scanned: scannedCounts(args, result2)
  };
  if (args.format === "text")
    result2.drawCodeFrames(reported);
  const color = useColor(io, { noColor: args.noColor, color: args.color, toFile: args.output !== void 0 });
  const shown = args.format === "json" || args.format === "sarif" ? result2.redaction.forReport(reported) : reported;
  const report5 = await render(args.format, shown, result2, color, rules2, hidden);
  reportUnparsed(broken, reported, result2, io);
  reportUnchecked(result2, io);
  if (args.output) {
    writeOutput(args.output, io, report5);
    const { summary: summary2 } = await Promise.resolve().then(() => (init_text(), text_exports));
    const total = summary2(reported, hidden);
    io.stderr(`${total}${total.endsWith(".") ? "" : "."} Report written to ${printable(args.output)}.
`);
  } else {
    io.stdout(args.format === "text" ? framedForCiLog(report5, io) : report5);
  }
  return exitCode(filtered.findings, failOn, result2.internalErrors.length > 0, broken.length + result2.unchecked.length > 0);
}
function reaches(level, failOn) {
  return failOn !== "none" && RANK2[level] >= RANK2[failOn];
}
function exitCode(findings, failOn, internalError, unparsedFiles) {
  if (internalError)
    return 2;
  if (failOn === "none")
    return 0;
  return unparsedFiles || findings.some((f) => reaches(f.level, failOn)) ? 1 : 0;
}
function unparsed(configs, filtered) {
  const ofFile = (list, file) => list.some((f) => f.ruleId === "invalid-config" && f.file === file);
  return configs.filter((c) => {
    if (c.data !== void 0 || !c.problems.length)
      return false;
    const file = c.source.display;
    const accepted = !ofFile(filtered.findings, file) && (ofFile(filtered.suppressed, file) || ofFile(filtered.baselined, file));
    return !accepted;
  });
}
function reportUnparsed(files, reported, result2, io) {
  for (const file of files) {
    if (reported.some((f) => f.ruleId === "invalid-config" && f.file === file.source.display))
      continue;
    const problem = file.problems[0];
    const at2 = positionAt(file.source, Math.min(problem.span.start, file.source.text.length));
    const message3 = result2.redaction.mask(problem.message, file.source.path);
    io.stderr(`mcp-audit: ${printable(file.source.display)}:${at2.line}:${at2.column}: could not parse: ${printable(message3)}
`);
  }
}
function reportUnchecked(result2, io) {
  for (const notice of result2.unchecked)
    io.stderr(`mcp-audit: ${printable(notice.display)}: ${printable(result2.redaction.mask(notice.message))}
`);
}

// dist/src/cli/subcommands.js
init_data();
init_rules();
init_owasp_mcp_top10();
init_discover();
init_printable();
init_args();
init_help();
function runRules(argv, io) {
  const { values, positionals } = parseSubcommand(argv, "rules");
  if (values.help) {
    io.stdout(RULES_HELP + "\n");
    return 0;
  }
  const format3 = values.format;
  if (format3 !== "text" && format3 !== "json")
    throw new UsageError(`unknown format "${format3}" for rules; use text or json`);
  if (positionals.length > 1)
    throw new UsageError(`rules takes at most one rule id, not ${positionals.length}`, 'Run "mcp-audit rules --help" for the options.');
  if (positionals.length) {
    io.stdout(rulePage(positionals[0], format3));
    return 0;
  }
  io.stdout(listRules(format3));
  return 0;
}
function rulePage(id, format3) {
  const rule = rules.find((r) => r.meta.id === id);
  if (!rule)
    throw new UsageError(unknownRule(id));
  const page = readRuleFile(`${id}.md`);
  if (format3 === "json") {
    const { meta } = rule;
    return JSON.stringify({ id, level: meta.level, fixable: meta.fixable, description: meta.description, docs: docsUrl(id), owasp: owaspEntries(meta.owasp), page }, null, 2) + "\n";
  }
  return page.endsWith("\n") ? page : `${page}
`;
}
function owaspEntries(ids) {
  return (ids ?? []).map((id) => ({ id, title: owaspTitle(id) ?? id }));
}
function listRules(format3) {
  if (format3 === "json") {
    const list = rules.map(({ meta }) => ({
      id: meta.id,
      level: meta.level,
      fixable: meta.fixable,
      description: meta.description,
      precision: meta.precision,
      securitySeverity: meta.securitySeverity,
      tags: meta.tags,
      docs: docsUrl(meta.id),
      owasp: owaspEntries(meta.owasp)
    }));
    return JSON.stringify(list, null, 2) + "\n";
  }
  const rows = rules.map((r) => [r.meta.id, r.meta.level, r.meta.fixable, r.meta.description, docsUrl(r.meta.id)]);
  return rows.map((r) => `${r[0].padEnd(24)} ${r[1].padEnd(8)} ${r[2].padEnd(10)} ${r[3]}
${" ".repeat(44)}${r[4]}`).join("\n") + "\n";
}
async function runReview(argv, io) {
  const { values, positionals } = parseSubcommand(argv, "review");
  if (values.help) {
    io.stdout(REVIEW_HELP + "\n");
    return 0;
  }
  const { review: review2 } = await Promise.resolve().then(() => (init_review(), review_exports));
  let scripts = [];
  if (!positionals.length) {
    const { scan: scan2 } = await Promise.resolve().then(() => (init_engine(), engine_exports));
    scripts = scan2({ paths: [io.cwd], cwd: io.cwd, rules: [], codeFrames: false }).configs.flatMap((c) => c.commandScripts ?? []);
  }
  const result2 = review2(positionals, io.cwd, scripts);
  for (const skill of result2.recorded)
    io.stderr(`reviewed ${printable(skill.dir)}: ${skill.files} file${skill.files === 1 ? "" : "s"} recorded
`);
  for (const script of result2.scripts)
    io.stderr(`reviewed ${printable(script)}: run by a hook
`);
  io.stderr(`wrote ${printable(result2.lockDisplay)}
`);
  return 0;
}

// dist/src/cli/cli.js
init_version();
async function main(argv, given) {
  const io = { ...given, stderr: (text2) => given.stderr(printableLines(text2)) };
  let debug = argv.includes("--debug");
  try {
    if (argv[0] === "rules")
      return runRules(argv.slice(1), io);
    if (argv[0] === "review")
      return await runReview(argv.slice(1), io);
    if (argv[0] === "lsp")
      return await runLspCommand(argv.slice(1), io);
    if (argv[0] === "inventory")
      return await (await Promise.resolve().then(() => (init_inventory2(), inventory_exports))).runInventory(argv.slice(1), io);
    if (argv[0] === "help" && (argv[1] === "rules" || argv[1] === "review" || argv[1] === "inventory" || argv[1] === "lsp"))
      return await main([argv[1], "--help"], given);
    const { values, positionals } = parseScanArgs(argv[0] === "help" ? argv.slice(1) : argv);
    debug = values.debug;
    if (values.help || argv[0] === "help") {
      io.stdout(HELP + "\n");
      return 0;
    }
    if (values.version) {
      io.stdout(toolVersion() + "\n");
      return 0;
    }
    checkCommandTypo(positionals[0], io.cwd);
    return await runScan(scanArgs(values, positionals), io);
  } catch (e) {
    return failed(e, debug, io);
  }
}
async function runLspCommand(argv, io) {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(LSP_HELP + "\n");
    return 0;
  }
  const { runLsp: runLsp2 } = await Promise.resolve().then(() => (init_server(), server_exports));
  return runLsp2(argv, io.env, io.stderr);
}
function checkCommandTypo(first, cwd2) {
  if (first === void 0 || first === "-" || (0, import_node_fs28.existsSync)((0, import_node_path32.resolve)(cwd2, first)))
    return;
  const command = closest(first, ["review", "rules", "inventory", "lsp", "help"]);
  if (command)
    throw new UsageError(`no such file or directory: ${first}; did you mean the command "mcp-audit ${command}"?`);
}
function failed(e, debug, io) {
  if (e instanceof UsageError) {
    io.stderr(`mcp-audit: ${printable(e.message)}
${e.frame ? `${printableLines(e.frame)}
` : ""}${e.hint ? `${printable(e.hint)}
` : ""}`);
    return 2;
  }
  const error = e;
  const what2 = error.syscall ? error.message : `internal error: ${error.message}`;
  const stack = error.stack ?? "";
  const frames = stack.indexOf("\n    at ");
  io.stderr(debug ? `mcp-audit: ${printableTrace(what2 + (frames < 0 ? "" : stack.slice(frames)), true)}
` : `mcp-audit: ${printable(what2)} (rerun with --debug for details)
`);
  return 2;
}

// dist/src/cli/bin.js
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE")
    process.exit(process.exitCode ?? 0);
  throw error;
});
var cwd;
try {
  cwd = process.cwd();
} catch {
  process.stderr.write("mcp-audit: the current directory no longer exists\n");
  process.exit(2);
}
main(process.argv.slice(2), {
  cwd,
  env: process.env,
  stdout: (text2) => process.stdout.write(text2),
  stderr: (text2) => process.stderr.write(text2),
  stdoutIsTty: process.stdout.isTTY === true
}).then((code2) => {
  process.exitCode = code2;
});
