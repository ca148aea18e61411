import type { Translation } from '../../texts.js';
import type { contactsSource } from '../../source/contacts.js';

export const contacts = {
  contactErrors: {
    nameRequired: 'பெயரை உள்ளிடுங்கள்',
    nameTooShort: 'பெயர் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்',
    emailInvalid: 'சரியான மின்னஞ்சலை உள்ளிடுங்கள்',
    contactRequired: 'தொலைபேசி எண் அல்லது மின்னஞ்சல் தாருங்கள்',
    designationTooLong: 'பதவி அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்',
    websiteTooLong: 'இணையதளம் அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்',
    websiteInvalid: 'சரியான இணையதளத்தை உள்ளிடுங்கள், எ.கா. example.com',
    notesTooLong: 'குறிப்புகள் அதிகபட்சம் 2000 எழுத்துகள் இருக்கலாம்',
    eventTooLong: 'நிகழ்வின் பெயர் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்',
    tagTooLong: 'ஒரு குறிச்சொல் அதிகபட்சம் 30 எழுத்துகள் இருக்கலாம்',
    tooManyTags: 'ஒரு தொடர்புக்கு அதிகபட்சம் 10 குறிச்சொற்கள் இருக்கலாம்',
    tagsInvalid: 'குறிச்சொற்கள் சொற்களின் பட்டியல்',
    dayInvalid: 'சரியான தேதியை உள்ளிடுங்கள்',
    sourceInvalid: 'நீங்கள் சேர்க்கும் தொடர்பு ஸ்கேன் செய்யப்பட்டது அல்லது தட்டச்சு செய்யப்பட்டது',
    queryTooLong: 'அதிகபட்சம் 100 எழுத்துகளைத் தேடுங்கள்',
    formatInvalid: 'CSV அல்லது vCard தேர்ந்தெடுங்கள்',
    photoNotFound: 'படம் கிடைக்கவில்லை',
  },
  apiTokenErrors: {
    nameRequired: 'டோக்கனுக்கு ஒரு பெயர் தாருங்கள்',
    nameTooLong: 'பெயர் அதிகபட்சம் 60 எழுத்துகள் இருக்கலாம்',
    scopesRequired: 'குறைந்தது ஒரு அனுமதியைத் தேர்ந்தெடுங்கள்',
    scopeInvalid: 'தொடர்புகளைப் படித்தல் அல்லது தொடர்புகளை எழுதுதல் தேர்ந்தெடுங்கள்',
    notFound: 'டோக்கன் கிடைக்கவில்லை',
    forbidden: 'இந்த டோக்கன் இதை அனுமதிக்காது',
    invalid: 'இந்த API டோக்கன் சரியில்லை அல்லது திரும்பப் பெறப்பட்டது',
  },
  webhookErrors: {
    urlRequired: 'தொடர்புகளை அனுப்ப வேண்டிய URL-ஐ உள்ளிடுங்கள்',
    urlInvalid: 'https:// என்று தொடங்கும் முழு முகவரியை உள்ளிடுங்கள்',
    urlTooLong: 'URL அதிகபட்சம் 500 எழுத்துகள் இருக்கலாம்',
    urlPrivate: 'இந்த முகவரி பொது இணையத்தில் இல்லை. https:// உள்ள பொது முகவரியைத் தாருங்கள்.',
    tooMany: 'அதிகபட்சம் 5 வெப்ஹூக்குகளைச் சேர்க்கலாம்',
    notFound: 'வெப்ஹூக் கிடைக்கவில்லை',
  },
} as const satisfies Translation<typeof contactsSource>;
