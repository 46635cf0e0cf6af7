-- Board 5, the Hana Bible library (/hana-bible/board): reference data like boards 1 to 4, written by
-- administrators only and kept out of /community's tabs and its "every board" list.
INSERT INTO "boards" ("board_id", "title", "write_level") VALUES
  (5, '하나바이블 자료실', 10)
ON CONFLICT ("board_id") DO NOTHING;
