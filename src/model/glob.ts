/** Globs for settings: paths to ignore, package names to allow. */

/** A small glob: `**` any folders, `*` any characters but `/`, `?` one character, `{a,b}` alternatives. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close < 0) out += '\\{';
      else {
        out += `(?:${glob.slice(i + 1, close).split(',').map(escape).join('|')})`;
        i = close;
      }
    } else out += escape(c);
  }
  // A pattern naming a folder covers what is inside it.
  return new RegExp(`^${out.replace(/\/$/, '')}(?:/.*)?$`);
}

function escape(text: string): string {
  return text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
