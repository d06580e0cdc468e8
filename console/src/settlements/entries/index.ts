// settlement-entries (issue 26): a statement's lines, shown on its page (no screen of their own)
export default {};
