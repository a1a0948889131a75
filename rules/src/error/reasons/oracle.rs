//! The variant's own reasons.

reasons! {
    /// Why an action is not allowed.
    pub enum OracleRefusal {
        /// Stub.
        Stub { text: String } = "oracle-stub-refusal",
    }
}

reasons! {
    /// What is wrong with a text that is not an action.
    pub enum OracleUnreadable {
        /// Stub.
        Stub { text: String } = "oracle-stub-unreadable",
    }
}

reasons! {
    /// Why a position text cannot be read.
    pub enum OraclePosition {
        /// Stub.
        Stub { text: String } = "oracle-stub-position",
    }
}
