// The translation unit that builds the suite's precompiled header (testpch.h); it holds no code.
