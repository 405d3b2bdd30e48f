import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Typo tolerance without scanning goods: the distinct indexed words (refreshed by a job) with a
 * trigram index, so a misspelt word is replaced by its closest real word. Also a partial GIN index
 * matching the listing predicate, so search counts can skip the heap on all-visible pages.
 */
export class SearchVocabulary1763830000000 implements MigrationInterface {
  name = 'SearchVocabulary1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table search_vocabulary (term text primary key, docs int not null)`);
    await q.query(`create index search_vocabulary_trgm on search_vocabulary using gin (term gin_trgm_ops)`);
    await q.query(`create index goods_tsv_listed on goods using gin (search_tsv) where is_shelf and is_valid and store_open`);
    await q.query(`drop index if exists goods_tsv_gin`);
    await q.query(
      `insert into search_vocabulary (term, docs)
       select word, ndoc from ts_stat('select search_tsv from goods where is_shelf and is_valid')
        where length(word) between 3 and 40 and word ~ '^[[:alpha:]]+$'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`create index if not exists goods_tsv_gin on goods using gin (search_tsv)`);
    await q.query(`drop index if exists goods_tsv_listed`);
    await q.query(`drop table if exists search_vocabulary`);
  }
}
