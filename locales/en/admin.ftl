## Administration: accounts, reports, the audit log and the tournament forms.
