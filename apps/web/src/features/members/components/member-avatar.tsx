/** A member's photo, or their initials in a circle without one; the name is read from the row beside it. */
export function MemberAvatar({
  firstName,
  lastName,
  emailId,
  profilePic,
}: {
  firstName: string;
  lastName: string;
  emailId: string;
  profilePic?: string | null | undefined;
}) {
  if (profilePic) {
    return <img src={profilePic} alt="" className="size-9 shrink-0 rounded-full bg-gray-100 object-cover" />;
  }
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
