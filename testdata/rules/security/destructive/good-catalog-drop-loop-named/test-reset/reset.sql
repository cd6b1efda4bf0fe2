DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'it_scratch' AND tablename LIKE 'tmp\_%' LOOP
    EXECUTE format('DROP TABLE IF EXISTS it_scratch.%I', r.tablename);
  END LOOP;
  FOR r IN SELECT table_name FROM information_schema.tables WHERE table_name IN ('fixture_users', 'fixture_orders') LOOP
    EXECUTE format('TRUNCATE TABLE %I', r.table_name);
  END LOOP;
END $$;
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT tablename FROM pg_tables WHERE starts_with(tablename, 'tmp_') LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I', r.tablename);
  END LOOP;
  FOR r IN SELECT table_name FROM information_schema.tables WHERE table_name = ANY (ARRAY['fixture_a', 'fixture_b']) LOOP
    EXECUTE format('TRUNCATE TABLE %I', r.table_name);
  END LOOP;
END $$;
