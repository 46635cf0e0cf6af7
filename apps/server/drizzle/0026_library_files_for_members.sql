-- The Hana Bible library (board 5) hands its files to members only, as the demo seed sets it up;
-- administrators can open it to everyone on the board's list page.
UPDATE "boards" SET "attachment_access" = 'members' WHERE "board_id" = 5;
