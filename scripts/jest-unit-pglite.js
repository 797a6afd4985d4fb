// Stands for @electric-sql/pglite in the unit tier (see jest-unit-guard.js): importing it is fine,
// opening a database is not.
class PGlite {
  constructor() {
    throw new Error('a unit spec may not open an embedded database: name the file *.int.spec.ts (docs/testing.md)');
  }

  static create() {
    return new PGlite();
  }
}

module.exports = { PGlite };
