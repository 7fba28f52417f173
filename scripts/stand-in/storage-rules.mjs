// @ts-check
/**
 * An evaluator for Firebase Storage security rules (rules_version 2), for the Storage stand-in: it reads the
 * rules file itself — match blocks with `{var}` and `{var=**}` segments, functions that return an expression,
 * `allow <methods>: if <expr>;` — and judges a request as the rules engine does: the request is allowed when an
 * `allow` for its method (read = get + list, write = create + update + delete) in a block whose path matches it
 * says true; an error while evaluating (a missing field, a call on null) denies. What it does not know it refuses
 * at load time (a syntax it cannot parse, an unknown function or method), so it never guesses an answer.
 * The language: https://firebase.google.com/docs/rules/rules-language. A test double's evaluator, not Google's:
 * tests/emulator/database-storage/rules.test.ts holds it to storage.rules beside the Java emulator.
 */

/** @typedef {{ type: string, value?: unknown, name?: string, args?: Expr[], left?: Expr, right?: Expr, target?: Expr, items?: Expr[], op?: string }} Expr */
/** @typedef {{ params: string[], body: Expr }} RulesFunction */
/** @typedef {{ segments: string[], allows: { methods: string[], condition: Expr }[], matches: Block[], functions: Map<string, RulesFunction> }} Block */

class RulesError extends Error {}

const METHOD_GROUPS = /** @type {Record<string, string[]>} */ ({ read: ['get', 'list'], write: ['create', 'update', 'delete'] });
const METHODS = new Set(['get', 'list', 'create', 'update', 'delete', 'read', 'write']);

// ---- parsing -------------------------------------------------------------------------------------------------

/** @param {string} source */
function tokenize(source) {
  /** @type {{ kind: string, text: string }[]} */
  const tokens = [];
  const pattern =
    /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(?<string>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(?<number>\d+(?:\.\d+)?)|(?<word>[A-Za-z_][A-Za-z0-9_]*)|(?<path>\/[^\s{]*(?:\{[^}]*\}[^\s{]*)*)|(?<punct>&&|\|\||==|!=|<=|>=|[{}()[\],;.:=!<>+\-*%?])/y;
  let index = 0;
  while (index < source.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new RulesError(`storage rules: cannot read "${source.slice(index, index + 20)}"`);
    index = pattern.lastIndex;
    const groups = /** @type {Record<string, string | undefined>} */ (match.groups);
    const kind = Object.keys(groups).find((name) => groups[name] !== undefined);
    if (kind) tokens.push({ kind, text: match[0] });
  }
  return tokens;
}

/** @param {string} source */
function parse(source) {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at] ?? { kind: 'end', text: '' };
  const next = () => tokens[at++] ?? { kind: 'end', text: '' };
  /** @param {string} text */
  const expect = (text) => {
    const token = next();
    if (token.text !== text) throw new RulesError(`storage rules: expected "${text}", found "${token.text}"`);
    return token;
  };
  /** @param {string} text */
  const accept = (text) => (peek().text === text ? (next(), true) : false);

  // Expressions, by precedence: || && (== !=) (< <= > >= in) (+ -) (* / %) unary postfix primary.
  /** @returns {Expr} */
  const expression = () => binary(0);
  const LEVELS = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>=', 'in'], ['+', '-'], ['*', '/', '%']];
  /** @param {number} level @returns {Expr} */
  const binary = (level) => {
    if (level === LEVELS.length) return unary();
    let left = binary(level + 1);
    while (LEVELS[level].includes(peek().text)) {
      const op = next().text;
      left = { type: 'binary', op, left, right: binary(level + 1) };
    }
    return left;
  };
  /** @returns {Expr} */
  const unary = () => {
    if (accept('!')) return { type: 'not', target: unary() };
    if (accept('-')) return { type: 'negate', target: unary() };
    return postfix(primary());
  };
  /** @param {Expr} target @returns {Expr} */
  const postfix = (target) => {
    for (;;) {
      if (accept('.')) {
        const name = next();
        if (name.kind !== 'word') throw new RulesError(`storage rules: a field name after ".", found "${name.text}"`);
        target =
          peek().text === '('
            ? { type: 'method', target, name: name.text, args: argumentsList() }
            : { type: 'field', target, name: name.text };
      } else if (accept('[')) {
        const index = expression();
        expect(']');
        target = { type: 'index', target, right: index };
      } else return target;
    }
  };
  const argumentsList = () => {
    expect('(');
    /** @type {Expr[]} */
    const args = [];
    while (!accept(')')) {
      args.push(expression());
      if (peek().text !== ')') expect(',');
    }
    return args;
  };
  /** @returns {Expr} */
  const primary = () => {
    const token = next();
    if (token.kind === 'string') return { type: 'literal', value: JSON.parse(`"${token.text.slice(1, -1).replace(/"/g, '\\"')}"`) };
    if (token.kind === 'number') return { type: 'literal', value: Number(token.text) };
    if (token.text === '(') {
      const inner = expression();
      expect(')');
      return inner;
    }
    if (token.text === '[') {
      /** @type {Expr[]} */
      const items = [];
      while (!accept(']')) {
        items.push(expression());
        if (peek().text !== ']') expect(',');
      }
      return { type: 'list', items };
    }
    if (token.kind === 'word') {
      if (token.text === 'true' || token.text === 'false') return { type: 'literal', value: token.text === 'true' };
      if (token.text === 'null') return { type: 'literal', value: null };
      if (peek().text === '(') return { type: 'call', name: token.text, args: argumentsList() };
      return { type: 'name', name: token.text };
    }
    throw new RulesError(`storage rules: unexpected "${token.text}"`);
  };

  /** @param {string[]} segments @returns {Block} */
  const block = (segments) => {
    /** @type {Block} */
    const result = { segments, allows: [], matches: [], functions: new Map() };
    expect('{');
    while (!accept('}')) {
      const word = next();
      if (word.text === 'match') {
        const path = next();
        if (path.kind !== 'path') throw new RulesError(`storage rules: a path after "match", found "${path.text}"`);
        result.matches.push(block(path.text.split('/').filter(Boolean)));
      } else if (word.text === 'function') {
        const name = next().text;
        expect('(');
        /** @type {string[]} */
        const params = [];
        while (!accept(')')) {
          params.push(next().text);
          if (peek().text !== ')') expect(',');
        }
        expect('{');
        expect('return');
        const body = expression();
        expect(';');
        expect('}');
        result.functions.set(name, { params, body });
      } else if (word.text === 'allow') {
        /** @type {string[]} */
        const methods = [];
        do {
          const method = next().text;
          if (!METHODS.has(method)) throw new RulesError(`storage rules: unknown method "${method}"`);
          methods.push(...(METHOD_GROUPS[method] ?? [method]));
        } while (accept(','));
        /** @type {Expr} */
        let condition = { type: 'literal', value: true };
        if (accept(':')) {
          expect('if');
          condition = expression();
        }
        expect(';');
        result.allows.push({ methods, condition });
      } else throw new RulesError(`storage rules: unexpected "${word.text}"`);
    }
    return result;
  };

  if (accept('rules_version')) {
    expect('=');
    const version = next().text;
    if (version !== "'2'" && version !== '"2"') throw new RulesError(`storage rules: only rules_version '2' is evaluated, not ${version}`);
    expect(';');
  } else throw new RulesError("storage rules: rules_version = '2'; is required");
  expect('service');
  expect('firebase');
  expect('.');
  expect('storage');
  const root = block([]);
  if (peek().kind !== 'end') throw new RulesError(`storage rules: unexpected "${peek().text}" after the service`);
  return root;
}

// ---- evaluation ---------------------------------------------------------------------------------------------

/** @typedef {{ vars: Map<string, unknown>, functions: Map<string, RulesFunction>[] }} Scope */

/** @param {unknown} value @param {string} what */
function need(value, what) {
  if (value === null || value === undefined) throw new RulesError(`${what} on null`);
  return value;
}

/** @param {unknown} value */
const size = (value) => {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  throw new RulesError('size() of a value without a size');
};

/** @type {Record<string, (target: any, ...args: any[]) => unknown>} */
const METHODS_OF = {
  size: (target) => size(target),
  lower: (target) => String(need(target, 'lower()')).toLowerCase(),
  upper: (target) => String(need(target, 'upper()')).toUpperCase(),
  trim: (target) => String(need(target, 'trim()')).trim(),
  // Rules' matches() is a whole-string match (RE2 FullMatch).
  matches: (target, re) => {
    if (typeof target !== 'string' || typeof re !== 'string') throw new RulesError('matches() needs strings');
    return new RegExp(`^(?:${re})$`).test(target);
  },
  hasAll: (target, list) => list.every((/** @type {unknown} */ item) => /** @type {unknown[]} */ (need(target, 'hasAll()')).includes(item)),
  hasAny: (target, list) => list.some((/** @type {unknown} */ item) => /** @type {unknown[]} */ (need(target, 'hasAny()')).includes(item)),
  keys: (target) => Object.keys(need(target, 'keys()')),
};

/** @param {Expr} expr @param {Scope} scope @returns {unknown} */
function evaluate(expr, scope) {
  switch (expr.type) {
    case 'literal':
      return expr.value;
    case 'list':
      return (expr.items ?? []).map((item) => evaluate(item, scope));
    case 'name': {
      if (!scope.vars.has(/** @type {string} */ (expr.name))) throw new RulesError(`unknown name ${expr.name}`);
      return scope.vars.get(/** @type {string} */ (expr.name));
    }
    case 'field': {
      const target = need(evaluate(/** @type {Expr} */ (expr.target), scope), `.${expr.name}`);
      if (typeof target !== 'object' || !Object.hasOwn(target, /** @type {string} */ (expr.name)))
        throw new RulesError(`no field ${expr.name}`);
      // A field the request left unset (a resource without contentType) reads as null.
      return /** @type {Record<string, unknown>} */ (target)[/** @type {string} */ (expr.name)] ?? null;
    }
    case 'index': {
      const target = /** @type {any} */ (need(evaluate(/** @type {Expr} */ (expr.target), scope), '[]'));
      const key = /** @type {any} */ (evaluate(/** @type {Expr} */ (expr.right), scope));
      if (!Object.hasOwn(target, key)) throw new RulesError(`no field ${key}`);
      return target[key];
    }
    case 'method': {
      const method = METHODS_OF[/** @type {string} */ (expr.name)];
      if (!method) throw new RulesError(`unknown method ${expr.name}()`);
      return method(evaluate(/** @type {Expr} */ (expr.target), scope), ...(expr.args ?? []).map((arg) => evaluate(arg, scope)));
    }
    case 'call': {
      const found = scope.functions.map((functions) => functions.get(/** @type {string} */ (expr.name))).find(Boolean);
      if (!found) throw new RulesError(`unknown function ${expr.name}()`);
      const args = (expr.args ?? []).map((arg) => evaluate(arg, scope));
      const vars = new Map(scope.vars);
      found.params.forEach((param, index) => vars.set(param, args[index]));
      return evaluate(found.body, { ...scope, vars });
    }
    case 'not':
      return !truth(evaluate(/** @type {Expr} */ (expr.target), scope));
    case 'negate':
      return -number(evaluate(/** @type {Expr} */ (expr.target), scope));
    case 'binary':
      return binary(/** @type {string} */ (expr.op), /** @type {Expr} */ (expr.left), /** @type {Expr} */ (expr.right), scope);
    default:
      throw new RulesError(`cannot evaluate ${expr.type}`);
  }
}

/** @param {unknown} value */
const truth = (value) => {
  if (typeof value !== 'boolean') throw new RulesError('a condition that is not a boolean');
  return value;
};
/** @param {unknown} value */
const number = (value) => {
  if (typeof value !== 'number') throw new RulesError('arithmetic on a value that is not a number');
  return value;
};

/** @param {string} op @param {Expr} leftExpr @param {Expr} rightExpr @param {Scope} scope */
function binary(op, leftExpr, rightExpr, scope) {
  // && and || short-circuit, as in the rules language.
  if (op === '&&') return truth(evaluate(leftExpr, scope)) && truth(evaluate(rightExpr, scope));
  if (op === '||') return truth(evaluate(leftExpr, scope)) || truth(evaluate(rightExpr, scope));
  const left = evaluate(leftExpr, scope);
  const right = evaluate(rightExpr, scope);
  switch (op) {
    case '==':
      return JSON.stringify(left) === JSON.stringify(right);
    case '!=':
      return JSON.stringify(left) !== JSON.stringify(right);
    case 'in':
      if (Array.isArray(right)) return right.some((item) => JSON.stringify(item) === JSON.stringify(left));
      return Object.hasOwn(/** @type {object} */ (need(right, 'in')), /** @type {string} */ (left));
    case '+':
      if (typeof left === 'string' && typeof right === 'string') return left + right;
      return number(left) + number(right);
    default: {
      if (['<', '<=', '>', '>='].includes(op)) {
        const comparable =
          (typeof left === 'number' && typeof right === 'number') || (typeof left === 'string' && typeof right === 'string');
        if (!comparable) throw new RulesError(`${op} between values of different kinds`);
        const [a, b] = /** @type {[number, number]} */ ([left, right]);
        return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
      }
      const [a, b] = [number(left), number(right)];
      return op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a % b;
    }
  }
}

/**
 * The blocks whose full path matches `segments`, with the path variables each binds and the functions in scope.
 * @param {Block} block @param {string[]} segments @param {Map<string, unknown>} vars @param {Map<string, RulesFunction>[]} functions
 * @returns {{ block: Block, vars: Map<string, unknown>, functions: Map<string, RulesFunction>[] }[]}
 */
function matching(block, segments, vars, functions) {
  const inScope = [block.functions, ...functions];
  const found = segments.length === 0 ? [{ block, vars, functions: inScope }] : [];
  for (const child of block.matches) {
    const bound = new Map(vars);
    let index = 0;
    let ok = true;
    for (const [position, pattern] of child.segments.entries()) {
      const variable = /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}$/.exec(pattern);
      if (variable?.[2]) {
        // {name=**}: the rest of the path (zero or more segments), and only as the last segment.
        if (position !== child.segments.length - 1) throw new RulesError('storage rules: {name=**} must end a match path');
        bound.set(variable[1], segments.slice(index).join('/'));
        index = segments.length;
      } else if (index >= segments.length) {
        ok = false;
      } else if (variable) {
        bound.set(variable[1], segments[index++]);
      } else if (pattern === segments[index]) {
        index++;
      } else ok = false;
      if (!ok) break;
    }
    if (ok) found.push(...matching(child, segments.slice(index), bound, inScope));
  }
  return found;
}

/**
 * @param {string} source the rules file
 * @returns {(request: { method: string, path: string, auth: { uid: string, token: Record<string, unknown> } | null, resource: object | null, before: object | null }) => boolean}
 */
export function compileStorageRules(source) {
  const root = parse(source);
  // Every function called must be defined in scope and every method known: refused now, not guessed later.
  /** @param {Expr | undefined} expr @param {Map<string, RulesFunction>[]} functions */
  const checkExpr = (expr, functions) => {
    if (!expr) return;
    if (expr.type === 'call' && !functions.some((scope) => scope.has(/** @type {string} */ (expr.name)))) {
      throw new RulesError(`storage rules: unknown function ${expr.name}()`);
    }
    if (expr.type === 'method' && !METHODS_OF[/** @type {string} */ (expr.name)]) {
      throw new RulesError(`storage rules: the stand-in does not know the method ${expr.name}()`);
    }
    for (const child of [expr.target, expr.left, expr.right, ...(expr.args ?? []), ...(expr.items ?? [])]) checkExpr(child, functions);
  };
  /** @param {Block} block @param {Map<string, RulesFunction>[]} outer */
  const checkBlock = (block, outer) => {
    const functions = [block.functions, ...outer];
    for (const fn of block.functions.values()) checkExpr(fn.body, functions);
    for (const allow of block.allows) checkExpr(allow.condition, functions);
    for (const child of block.matches) checkBlock(child, functions);
  };
  checkBlock(root, []);
  return ({ method, path, auth, resource, before }) => {
    const segments = path.split('/').filter(Boolean);
    const request = { auth, method, path: `/${segments.join('/')}`, resource, time: Date.now() };
    const globals = new Map(
      /** @type {[string, unknown][]} */ ([
        ['request', request],
        ['resource', before],
      ]),
    );
    return matching(root, segments, globals, []).some(({ block, vars, functions }) =>
      block.allows.some((allow) => {
        if (!allow.methods.includes(method)) return false;
        try {
          return evaluate(allow.condition, { vars, functions }) === true;
        } catch (error) {
          if (error instanceof RulesError) return false;
          throw error;
        }
      }),
    );
  };
}
