-- btree_gist lets exclusion constraints mix equality (an agent) with range overlap (a time).
CREATE EXTENSION IF NOT EXISTS btree_gist;
