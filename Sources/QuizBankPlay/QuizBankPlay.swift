// The QuizBankPlay module. See Package.swift for its place in the pipeline.
