-- A per-user version of the collections list (GET /api/cards), so that web processes can keep the
-- rendered list and serve it again while nothing it shows has changed
-- (docs/decisions/0010-hot-reads-in-sql.md, "The 500-collection list at 300 req/s").
--
-- The version is the 64-bit id of the last transaction that changed anything the user's list
-- shows. Transaction ids are never reused in a cluster, so two different committed states of a
-- list never carry the same version (a counter would start again at 1 if its row were ever
-- deleted and recreated); the readers only ever compare versions for equality.
--
-- Kept by AFTER ... FOR EACH STATEMENT triggers with transition tables on every table the
-- collection DTO reads: one bump per affected user per statement, whatever the number of rows
-- (10,000 cards inserted by one statement cost one row update). PostgreSQL allows only one event
-- per trigger when it has transition tables, hence one trigger per event. TRUNCATE has no
-- transition tables: it bumps every user.
--
-- A user without a row (no write since this migration; the backfill below covers everyone who
-- exists now) has a list that is not cached.

-- CreateTable
CREATE TABLE "CardListVersion" (
    "userId" INTEGER NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "CardListVersion_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "CardListVersion" ADD CONSTRAINT "CardListVersion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The users' versions become this transaction's id. Users that no longer exist are skipped (a
-- user's deletion cascades to their collections, whose trigger then runs after the user row is
-- gone). Rows are locked in id order, so two statements bumping the same users cannot deadlock
-- each other on these rows. A second bump by the same transaction changes nothing and writes no
-- new row version.
CREATE FUNCTION "card_list_bump_users"(users INTEGER[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "CardListVersion" ("userId", "version")
  SELECT u.id, pg_current_xact_id()::text::bigint FROM "User" u WHERE u.id = ANY (users) ORDER BY u.id
  ON CONFLICT ("userId") DO UPDATE SET "version" = EXCLUDED."version"
  WHERE "CardListVersion"."version" <> EXCLUDED."version"
$$;

-- The owners of these collections (a collection deleted by this statement has no owner left to
-- find here: its own delete trigger bumps its owner).
CREATE FUNCTION "card_list_bump_collections"(ids INTEGER[]) RETURNS void LANGUAGE sql AS $$
  SELECT "card_list_bump_users"(ARRAY(SELECT DISTINCT "userId" FROM "CardCollection" WHERE id = ANY (ids)))
$$;

CREATE FUNCTION "card_list_bump_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "card_list_bump_users"(ARRAY(SELECT id FROM "User"));
  RETURN NULL;
END $$;

-- CardCollection: every column is in the DTO or its filter (updatedAt only moves with the others).
CREATE FUNCTION "CardCollection_card_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "card_list_bump_users"(ARRAY(SELECT DISTINCT "userId" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "card_list_bump_users"(ARRAY(SELECT "userId" FROM old_rows UNION SELECT "userId" FROM new_rows));
  ELSE
    PERFORM "card_list_bump_users"(ARRAY(SELECT DISTINCT "userId" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

-- Card: the list counts cards and filled cards and shows the test card's id. Every scan updates
-- a card's own views/usings/lastSeenAt, which the list does not show: such updates bump nobody.
CREATE FUNCTION "Card_card_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "card_list_bump_collections"(ARRAY(SELECT DISTINCT "collectionId" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "card_list_bump_collections"(ARRAY(
      SELECT DISTINCT x.id FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o."collectionId"), (n."collectionId")) x(id)
      WHERE x.id IS NOT NULL
        AND (o."collectionId", o."isTest", o."filledAt") IS DISTINCT FROM (n."collectionId", n."isTest", n."filledAt")));
  ELSE
    PERFORM "card_list_bump_collections"(ARRAY(SELECT DISTINCT "collectionId" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

-- CardStatDay: the list shows the sum of views; a "use" only moves usings, which it does not.
CREATE FUNCTION "CardStatDay_card_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "card_list_bump_collections"(ARRAY(SELECT DISTINCT "collectionId" FROM new_rows WHERE views <> 0));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "card_list_bump_collections"(ARRAY(
      SELECT DISTINCT x.id FROM old_rows o FULL JOIN new_rows n ON n."collectionId" = o."collectionId" AND n.day = o.day
      CROSS JOIN LATERAL (VALUES (o."collectionId"), (n."collectionId")) x(id)
      WHERE x.id IS NOT NULL AND (o."collectionId", o.views) IS DISTINCT FROM (n."collectionId", n.views)));
  ELSE
    PERFORM "card_list_bump_collections"(ARRAY(SELECT DISTINCT "collectionId" FROM old_rows WHERE views <> 0));
  END IF;
  RETURN NULL;
END $$;

-- Order and CollectionAssetPack: any change to a row touches its collection's entry.
CREATE FUNCTION "collection_child_card_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "card_list_bump_collections"(ARRAY(SELECT DISTINCT "collectionId" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "card_list_bump_collections"(ARRAY(SELECT "collectionId" FROM old_rows UNION SELECT "collectionId" FROM new_rows));
  ELSE
    PERFORM "card_list_bump_collections"(ARRAY(SELECT DISTINCT "collectionId" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

-- AssetPack: the list shows an attached pack's id, type and name, so renaming a pack bumps every
-- user whose collections attach it (the pack's author is usually someone else). Other columns
-- (preview, public, updatedAt) bump nobody. Inserting a pack cannot touch a list; deleting one
-- deletes its CollectionAssetPack rows, whose trigger bumps their owners.
CREATE FUNCTION "AssetPack_card_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "card_list_bump_collections"(ARRAY(
    SELECT "collectionId" FROM "CollectionAssetPack" WHERE "packId" IN (
      SELECT x.id FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.id), (n.id)) x(id)
      WHERE x.id IS NOT NULL AND (o.type, o.name) IS DISTINCT FROM (n.type, n.name))));
  RETURN NULL;
END $$;

CREATE TRIGGER "CardCollection_card_list_insert" AFTER INSERT ON "CardCollection" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "CardCollection_card_list_bump"();
CREATE TRIGGER "CardCollection_card_list_update" AFTER UPDATE ON "CardCollection" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "CardCollection_card_list_bump"();
CREATE TRIGGER "CardCollection_card_list_delete" AFTER DELETE ON "CardCollection" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "CardCollection_card_list_bump"();
CREATE TRIGGER "CardCollection_card_list_truncate" AFTER TRUNCATE ON "CardCollection" FOR EACH STATEMENT EXECUTE FUNCTION "card_list_bump_all"();

CREATE TRIGGER "Card_card_list_insert" AFTER INSERT ON "Card" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Card_card_list_bump"();
CREATE TRIGGER "Card_card_list_update" AFTER UPDATE ON "Card" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Card_card_list_bump"();
CREATE TRIGGER "Card_card_list_delete" AFTER DELETE ON "Card" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "Card_card_list_bump"();
CREATE TRIGGER "Card_card_list_truncate" AFTER TRUNCATE ON "Card" FOR EACH STATEMENT EXECUTE FUNCTION "card_list_bump_all"();

CREATE TRIGGER "CardStatDay_card_list_insert" AFTER INSERT ON "CardStatDay" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "CardStatDay_card_list_bump"();
CREATE TRIGGER "CardStatDay_card_list_update" AFTER UPDATE ON "CardStatDay" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "CardStatDay_card_list_bump"();
CREATE TRIGGER "CardStatDay_card_list_delete" AFTER DELETE ON "CardStatDay" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "CardStatDay_card_list_bump"();
CREATE TRIGGER "CardStatDay_card_list_truncate" AFTER TRUNCATE ON "CardStatDay" FOR EACH STATEMENT EXECUTE FUNCTION "card_list_bump_all"();

CREATE TRIGGER "Order_card_list_insert" AFTER INSERT ON "Order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "collection_child_card_list_bump"();
CREATE TRIGGER "Order_card_list_update" AFTER UPDATE ON "Order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "collection_child_card_list_bump"();
CREATE TRIGGER "Order_card_list_delete" AFTER DELETE ON "Order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "collection_child_card_list_bump"();
CREATE TRIGGER "Order_card_list_truncate" AFTER TRUNCATE ON "Order" FOR EACH STATEMENT EXECUTE FUNCTION "card_list_bump_all"();

CREATE TRIGGER "CollectionAssetPack_card_list_insert" AFTER INSERT ON "CollectionAssetPack" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "collection_child_card_list_bump"();
CREATE TRIGGER "CollectionAssetPack_card_list_update" AFTER UPDATE ON "CollectionAssetPack" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "collection_child_card_list_bump"();
CREATE TRIGGER "CollectionAssetPack_card_list_delete" AFTER DELETE ON "CollectionAssetPack" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "collection_child_card_list_bump"();
CREATE TRIGGER "CollectionAssetPack_card_list_truncate" AFTER TRUNCATE ON "CollectionAssetPack" FOR EACH STATEMENT EXECUTE FUNCTION "card_list_bump_all"();

CREATE TRIGGER "AssetPack_card_list_update" AFTER UPDATE ON "AssetPack" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "AssetPack_card_list_bump"();
CREATE TRIGGER "AssetPack_card_list_truncate" AFTER TRUNCATE ON "AssetPack" FOR EACH STATEMENT EXECUTE FUNCTION "card_list_bump_all"();

-- Everyone who exists now starts with a version, so their lists can be cached at once.
INSERT INTO "CardListVersion" ("userId", "version") SELECT id, pg_current_xact_id()::text::bigint FROM "User";
