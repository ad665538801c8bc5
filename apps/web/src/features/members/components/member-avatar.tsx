/** A member's initials in a circle; the name is read from the row beside it. */
export function MemberAvatar({
  firstName,
  lastName,
  emailId,
}: {
  firstName: string;
  lastName: string;
  emailId: string;
}) {
  const initials =
    `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || emailId.charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-900 text-xs font-semibold text-white"
    >
      {initials}
    </span>
  );
}

export function memberName(member: { firstName: string; lastName: string; emailId: string }): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.emailId;
}
