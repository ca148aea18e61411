import { useTexts } from 'web-kit';
import { useNavigate } from 'react-router';
import { MemberSearch } from '../../../shared/member-search';
import { teamsTexts } from '../../../shared/messages';
import { listPath, TEAMS_PATH } from '../../../shared/paths';

/**
 * The console's members search, kept in the address with the page, so coming back from a screen
 * finds the same results.
 */
export function MembersSearch({ q }: { q: string }) {
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  return (
    <MemberSearch
      q={q}
      onSearch={(draft) => navigate(draft ? listPath(TEAMS_PATH, { q: draft.trim() }) : TEAMS_PATH)}
      texts={{ label: t.searchMembers, search: t.search, clear: t.clearSearch }}
    />
  );
}
