import { Navigate, Route, Routes } from 'react-router';
import { AddContactScreen } from './add-contact-screen';
import { ContactScreen } from './contact-screen';
import { ContactsScreen } from './contacts-screen';

/** /edit-profile/contacts/*: the list, a new contact, one contact. */
export function ContactsRoutes() {
  return (
    <Routes>
      <Route index element={<ContactsScreen />} />
      <Route path="new" element={<AddContactScreen />} />
      <Route path=":id" element={<ContactScreen />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
