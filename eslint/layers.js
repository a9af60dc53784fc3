// A local ESLint plugin: keeps the API's domains and the web's features in one order.
// no-restricted-imports can refuse a path but cannot tell which unit imports which; this rule
// knows the unit of the importing file and of the imported one, and the order between them.
import path from 'node:path';

/**
 * Options: `root` (the folder of the units, from the repository root), `alias` (an import prefix
 * that means that folder, e.g. '@/features/'), `tiers` (lists of units, lowest first). An import
 * from one unit into another must point to a strictly lower tier and name the unit itself (its
 * index.ts), never a file inside it.
 */
const orderedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between units (domains, features) point down the order, through the index.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          alias: { type: 'string' },
          tiers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          what: { type: 'string' },
        },
        required: ['root', 'tiers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, alias, tiers, what = 'domain' } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const tierOf = new Map(tiers.flatMap((units, tier) => units.map((unit) => [unit, tier])));
    const unitOf = (file) => {
      const rel = path.relative(rootDir, file);
      return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
    };
    const importer = unitOf(context.filename);
    if (!importer) return {};

    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      let target;
      if (alias && spec.startsWith(alias)) target = path.join(rootDir, spec.slice(alias.length));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else return;
      const unit = unitOf(target);
      if (!unit || unit === importer) return;
      const report = (message) => context.report({ node, message });
      if (!tierOf.has(unit)) {
        return report(`'${unit}' is not in the ${what} order: add it to eslint.config.js and docs/architecture.md`);
      }
      if (!tierOf.has(importer) || tierOf.get(unit) >= tierOf.get(importer)) {
        return report(`${importer} may not import ${unit}: imports between ${what}s point down (docs/architecture.md)`);
      }
      const inside = path.relative(path.join(rootDir, unit), target);
      if (inside !== '' && inside !== 'index') {
        const face =
          alias && spec.startsWith(alias) ? `${alias}${unit}` : spec.slice(0, spec.length - inside.length - 1);
        report(`Import ${unit} through its public face ('${face}'), not a file inside it`);
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'ordered-imports': orderedImports } };
