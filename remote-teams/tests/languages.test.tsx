import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { loadCatalogue } from 'shared-contracts';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import {
  members,
  membersPage,
  ok,
  organisation,
  preview,
  renderJoin,
  renderTeams,
  teamsHost,
} from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

/** What each screen says in Hindi and Tamil: no English text of the catalogue is left on it. */
const said = {
  hi: {
    members: 'मेंबर',
    search: 'खोजें',
    owner: 'आप ओनर हैं · 3 मेंबर',
    manageRavi: 'Ravi Kumar को मैनेज करें',
    remove: 'संगठन से हटाएँ',
    removeTitle: 'Ravi Kumar को हटाएँ?',
    removeYes: 'हटाएँ',
    removed: 'Ravi Kumar को संगठन से हटा दिया गया',
    invitedYou: 'Asha Rao ने आपको Acme Designs से जुड़ने का न्योता दिया है',
    sentTo: 'asha@example.com को भेजा गया',
    validUntil: 'यह न्योता 09/12/2026 तक चलेगा।',
    join: 'Acme Designs से जुड़ें',
    joined: 'आप Acme Designs से जुड़ गए',
    member: 'आप मेंबर हैं · 3 मेंबर',
    inviteHeading: 'किसी व्यक्ति को न्योता भेजें',
    personName: 'पूरा नाम',
    send: 'न्योता भेजें',
    nameRequired: 'नाम ज़रूरी है',
    inbox: 'इनबॉक्स',
    contacts: 'कॉन्टैक्ट',
    cardOf: 'Ravi Kumar का कार्ड',
    exportCsv: 'CSV एक्सपोर्ट करें',
    exportFailed: 'CSV डाउनलोड नहीं हुई। कृपया फिर से कोशिश करें।',
    empty: 'अभी कोई कॉन्टैक्ट नहीं।',
    policyOff: /कॉन्टैक्ट नीति बंद है/,
  },
  ta: {
    members: 'உறுப்பினர்கள்',
    search: 'தேடு',
    owner: 'நீங்கள் உரிமையாளர் · 3 உறுப்பினர்கள்',
    manageRavi: 'Ravi Kumar-ஐ நிர்வகி',
    remove: 'நிறுவனத்திலிருந்து நீக்கு',
    removeTitle: 'Ravi Kumar-ஐ நீக்கவா?',
    removeYes: 'நீக்கு',
    removed: 'Ravi Kumar நிறுவனத்திலிருந்து நீக்கப்பட்டார்',
    invitedYou: 'Asha Rao உங்களை Acme Designs-இல் சேர அழைத்துள்ளார்',
    sentTo: 'asha@example.com-க்கு அனுப்பப்பட்டது',
    validUntil: 'இந்த அழைப்பு 09/12/2026 வரை செல்லும்.',
    join: 'Acme Designs-இல் சேர்',
    joined: 'நீங்கள் Acme Designs-இல் சேர்ந்தீர்கள்',
    member: 'நீங்கள் உறுப்பினர் · 3 உறுப்பினர்கள்',
    inviteHeading: 'ஒருவரை அழைக்கவும்',
    personName: 'முழுப் பெயர்',
    send: 'அழைப்பை அனுப்பு',
    nameRequired: 'பெயர் தேவை',
    inbox: 'இன்பாக்ஸ்',
    contacts: 'தொடர்புகள்',
    cardOf: 'Ravi Kumar-இன் கார்டு',
    exportCsv: 'CSV ஏற்றுமதி',
    exportFailed: 'CSV பதிவிறக்கப்படவில்லை. மீண்டும் முயலவும்.',
    empty: 'இன்னும் தொடர்புகள் இல்லை.',
    policyOff: /தொடர்புக் கொள்கை முடக்கத்தில் உள்ளது/,
  },
} as const;

for (const language of ['hi', 'ta'] as const) {
  const t = said[language];

  describe(`The members screen in ${language}`, () => {
    it('shows the members, removes one once asked again, and says so in a toast', async () => {
      const catalogue = await loadCatalogue(language);
      const host = teamsHost();
      host.answer('GET /organisation', ok(organisation()));
      host.answer('GET /organisation/members', ok(membersPage(members())));
      host.answer('GET /organisation/invitations', ok([]));
      const { user, toasts } = renderTeams('/teams', host, catalogue);

      await screen.findByRole('list', { name: t.members });
      expect(screen.getByRole('heading', { name: t.members })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.search })).toBeInTheDocument();
      expect(screen.getByText(t.owner)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: t.manageRavi }));
      await user.click(screen.getByRole('button', { name: t.remove }));
      const sheet = screen.getByRole('dialog', { name: t.removeTitle });
      // No message from the API: the screen says it in the person's language.
      host.answer('DELETE /organisation/members/u2', ok(null));
      host.answer('GET /organisation', ok(organisation({ memberCount: 2 })));
      host.answer('GET /organisation/members', ok(membersPage(members().slice(0, 2))));
      await user.click(within(sheet).getByRole('button', { name: t.removeYes }));
      await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: t.removed }));
    });

    it('refuses an invitation without a name, in the language', async () => {
      const catalogue = await loadCatalogue(language);
      const host = teamsHost();
      host.answer('GET /organisation', ok(organisation()));
      const { user } = renderTeams('/teams/invite', host, catalogue);
      expect(await screen.findByRole('heading', { name: t.inviteHeading })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: t.send }));
      const name = screen.getByRole('textbox', { name: t.personName });
      await waitFor(() => expect(name).toHaveAccessibleDescription(t.nameRequired));
    });
  });

  describe(`The join page in ${language}`, () => {
    it('says who invited the person, joins, and says so in a toast', async () => {
      const catalogue = await loadCatalogue(language);
      const host = teamsHost();
      host.answer('POST /invitations/open', ok(preview()));
      const { user, toasts } = renderJoin('/join#t=s3cr3t', host, { language: catalogue });

      expect(await screen.findByRole('heading', { name: t.invitedYou })).toBeInTheDocument();
      expect(screen.getByText(t.sentTo)).toBeInTheDocument();
      expect(screen.getByText(t.validUntil)).toBeInTheDocument();

      host.answer('POST /invitations/accept', ok(organisation({ role: 'member' })));
      await user.click(screen.getByRole('button', { name: t.join }));
      expect(await screen.findByText(t.member)).toBeInTheDocument();
      expect(toasts).toContainEqual({ kind: 'success', message: t.joined });
    });
  });

  describe(`The inbox in ${language}`, () => {
    it('lists the contacts and says when the export fails', async () => {
      const catalogue = await loadCatalogue(language);
      const host = teamsHost();
      host.answer('GET /organisation', ok(organisation({ shareContacts: true })));
      host.answer(
        'GET /organisation/leads',
        ok([
          {
            _id: 'l1',
            name: 'Kiran Shah',
            email: 'kiran@shah.example',
            phoneNumber: null,
            company: null,
            note: null,
            createdAt: '2026-11-26T10:00:00.000Z',
            memberName: 'Ravi Kumar',
          },
        ]),
      );
      const { user } = renderTeams('/teams/inbox', host, catalogue);
      expect(await screen.findByRole('heading', { name: t.inbox })).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: t.contacts });
      expect(within(list).getByRole('listitem')).toHaveTextContent(t.cardOf);

      // No message of the server's (its connection dropped): the screen's own, in the language.
      host.fail('GET /organisation/leads/export', 502, '');
      await user.click(screen.getByRole('button', { name: t.exportCsv }));
      expect(await screen.findByRole('alert')).toHaveTextContent(t.exportFailed);
    });

    it('says there are none yet, and that the policy is off', async () => {
      const catalogue = await loadCatalogue(language);
      const host = teamsHost();
      host.answer('GET /organisation', ok(organisation()));
      host.answer('GET /organisation/leads', ok([]));
      renderTeams('/teams/inbox', host, catalogue);
      expect(await screen.findByText(t.empty)).toBeInTheDocument();
      expect(screen.getByText(t.policyOff)).toBeInTheDocument();
    });
  });
}
