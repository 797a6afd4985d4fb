import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search finds Turkish words typed without their Turkish letters ("tisort" finds "Tişört"): the
 * stored search texts, already lowered, lose their accents as new ones do (`foldForSearch`).
 * The letters are written out here, not imported, so this step stays what it was when it ran.
 */
export class FoldSearchLetters1770000000001 implements MigrationInterface {
  name = 'FoldSearchLetters1770000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE product_search SET search_text = translate(search_text, 'çğıöşüâîûáàäéèêëíìïóòôúùñ', 'cgiosuaiuaaaeeeeiiiooouun')
       WHERE search_text ~ '[çğıöşüâîûáàäéèêëíìïóòôúùñ]'`,
    );
    await queryRunner.query(`UPDATE tenant_stats SET search_version = search_version + 1`);
  }

  async down(): Promise<void> {
    // The accents cannot be given back; the folded texts still find what they found.
  }
}
