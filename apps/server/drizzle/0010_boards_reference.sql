-- The four boards are reference data every database needs (posts point to them), demo data or not
-- (spec §9: 1 notices, 2 free board, 3 Q&A, 4 education webzine; boards 1 and 4 written by level 10).
INSERT INTO "boards" ("board_id", "title", "write_level") VALUES
  (1, '공지사항', 10),
  (2, '자유게시판', 2),
  (3, 'Q&A', 2),
  (4, '교육 웹진', 10)
ON CONFLICT ("board_id") DO NOTHING;
