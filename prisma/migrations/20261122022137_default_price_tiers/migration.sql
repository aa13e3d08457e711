-- Data step: the starting price table (per card, by quantity). Administrators change the rows;
-- prices are computed on the server only.
INSERT INTO "PriceTier" ("minCount", "unitPriceKopecks") VALUES
  (1, 15000),
  (50, 12000),
  (200, 10000),
  (1000, 8000)
ON CONFLICT ("minCount") DO NOTHING;
