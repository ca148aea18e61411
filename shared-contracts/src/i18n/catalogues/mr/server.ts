import type { Translation } from '../../texts.js';
import type { serverSource } from '../../source/server.js';

export const server = {
  serverErrors: {
    unavailable: 'सेवा थोड्या वेळासाठी उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    invalidJson: 'विनंतीचा डेटा योग्य JSON नाही',
    jsonOnly: 'विनंतीचा डेटा JSON म्हणून पाठवा',
    bodyTooLarge: 'विनंती खूप मोठी आहे',
    bodyNotObject: 'विनंतीचा डेटा एक JSON ऑब्जेक्ट असला पाहिजे',
    unstorableText: 'या मजकुरात परवानगी नसलेले एक अक्षर आहे',
    unknownFields: 'अनोळखी फील्ड: {fields}',
    noSuchEndpoint: 'असा कोणताही एंडपॉइंट नाही: {method} {path}',
    unauthorized: 'परवानगी नाही',
    imageTooLarge: 'इमेज जास्तीत जास्त {size} ची असू शकते',
    imageUnreadable: 'इमेज वाचता आली नाही',
    uploadUnreadable: 'अपलोड वाचता आला नाही',
  },
  languageErrors: {
    invalid: 'दिलेल्या भाषांपैकी एक निवडा',
  },
  mailTexts: {
    greeting: 'नमस्कार {name},',
  },
  resetPasswordMail: {
    subject: 'तुमचा Tapfolio पासवर्ड रीसेट करा',
    requestReceived: 'तुमच्या Tapfolio खात्याचा पासवर्ड रीसेट करण्याची विनंती आम्हाला मिळाली आहे.',
    openWithin: 'नवीन पासवर्ड निवडण्यासाठी ही लिंक 1 तासाच्या आत उघडा:',
    linkLabel: 'नवीन पासवर्ड निवडा',
    linkWorks: '(लिंक 1 तास चालेल).',
    ignore: 'तुम्ही ही विनंती केली नसेल, तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
  },
  verifyEmailMailTexts: {
    subject: 'तुमचा Tapfolio ईमेल पडताळा',
    openWithin: 'तुमच्या Tapfolio खात्याचा ईमेल पत्ता पडताळण्यासाठी ही लिंक 24 तासांच्या आत उघडा:',
    linkLabel: 'तुमचा ईमेल पत्ता पडताळा',
    linkWorks: '(लिंक 24 तास चालेल).',
    why: 'कधी पासवर्ड हरवला, तर पडताळलेल्या पत्त्यामुळेच तुम्हाला तुमचे खाते परत मिळते.',
    ignore: 'तुम्ही Tapfolio खाते उघडले नसेल, तर या ईमेलकडे दुर्लक्ष करा.',
  },
  confirmNewEmailMailTexts: {
    subject: 'तुमच्या नवीन Tapfolio ईमेलची खात्री करा',
    openWithin: 'हा तुमच्या Tapfolio खात्याचा ईमेल पत्ता करण्यासाठी ही लिंक 24 तासांच्या आत उघडा:',
    linkLabel: 'हा तुमच्या Tapfolio खात्याचा ईमेल करा',
    linkWorks: '(लिंक 24 तास चालेल).',
    ignore: 'लिंक उघडेपर्यंत काहीही बदलणार नाही. तुम्ही ही विनंती केली नसेल, तर या ईमेलकडे दुर्लक्ष करा.',
  },
  emailChangeRequestedMailTexts: {
    subject: 'तुमचा Tapfolio ईमेल बदलण्याची विनंती आली आहे',
    asked:
      'तुमच्या Tapfolio खात्यात साइन इन असलेल्या कोणीतरी त्याचा ईमेल बदलून {newEmail} करण्याची विनंती केली आहे.',
    changesWhen: 'त्या पत्त्यावर पाठवलेली लिंक उघडल्यावरच तो बदलेल.',
    ifYou: 'हे तुम्हीच असाल, तर आणखी काही करायची गरज नाही.',
    ifNot:
      'तुम्ही नसाल, तर आत्ताच तुमचा पासवर्ड बदला (किंवा साइन इन पेजवरून रीसेट करा) आणि {support} वर लिहा.',
  },
  emailChangedMailTexts: {
    subject: 'तुमच्या Tapfolio खात्याचा ईमेल पत्ता बदलला आहे',
    changed: 'तुमच्या Tapfolio खात्याचा ईमेल पत्ता {oldEmail} वरून बदलून {newEmail} केला आहे.',
    fromNowOn: 'आता तुम्ही नवीन पत्त्याने साइन इन कराल, आणि आम्ही यापुढे या पत्त्यावर लिहिणार नाही.',
    signedOut: 'तुमच्या खात्यात साइन इन असलेली इतर सर्व डिव्हाइस साइन आउट केली आहेत.',
    ifYou: 'हा बदल तुम्हीच केला असेल, तर आणखी काही करायची गरज नाही.',
    ifNot:
      'तुम्ही केला नसेल, तर दुसरे कोणीतरी तुमच्या खात्यात साइन इन होते: याच पत्त्यावरून लगेच {support} वर लिहा, तुमचे खाते परत मिळवण्यासाठी आम्ही मदत करू.',
  },
  orderMailTexts: {
    subject: {
      paid: 'तुमची Tapfolio ऑर्डर {code} नोंदवली गेली आहे',
      confirmed: 'तुमची Tapfolio ऑर्डर {code} कन्फर्म झाली आहे',
      shipped: 'तुमची Tapfolio ऑर्डर {code} पाठवली आहे',
      delivered: 'तुमची Tapfolio ऑर्डर {code} डिलिव्हर झाली आहे',
      cancelled: 'तुमची Tapfolio ऑर्डर {code} रद्द झाली आहे',
    },
    paid: 'तुमचे {amount} चे पेमेंट आम्हाला मिळाले आहे. आम्ही तुमचे NFC कार्ड प्रिंट करू आणि ते पाठवल्यावर तुम्हाला कळवू.',
    confirmed: 'तुमची ऑर्डर कन्फर्म झाली आहे: आम्ही आत्ता तुमचे NFC कार्ड प्रिंट करत आहोत.',
    shipped: 'तुमचे NFC कार्ड पाठवले आहे आणि ते वाटेत आहे.',
    shippedWith: 'तुमचे NFC कार्ड पाठवले आहे आणि ते {courier} सोबत वाटेत आहे.',
    shippedWithTracking:
      'तुमचे NFC कार्ड पाठवले आहे आणि ते {courier} सोबत वाटेत आहे, ट्रॅकिंग नंबर {tracking}.',
    delivered: 'तुमचे NFC कार्ड डिलिव्हर झाले आहे. तुमचे कार्ड उघडण्यासाठी ते एखाद्या फोनवर टॅप करा.',
    cancelled: 'तुमची ऑर्डर रद्द केली आहे.',
    cancelledBecause: 'तुमची ऑर्डर रद्द केली आहे: {reason}',
    invoiceAttached: 'तुमचे टॅक्स इनव्हॉइस {number} सोबत जोडले आहे; ते तुमच्या ऑर्डरमधूनही डाउनलोड करता येईल.',
    creditNoteAttached: 'इनव्हॉइस {invoice} च्या बदल्यात क्रेडिट नोट {number} सोबत जोडली आहे.',
    followParcel: 'पार्सल ट्रॅक करा',
    followParcelAt: 'पार्सल ट्रॅक करा: {url}',
    trackAt: 'तुमची ऑर्डर ट्रॅक करा: {url}',
    trackOrder: 'ऑर्डर {code} ट्रॅक करा',
  },
  invitationMailTexts: {
    subject: '{invitedBy} यांनी तुम्हाला Tapfolio वर {organisation} मध्ये बोलावले आहे',
    invited:
      '{invitedBy} यांनी तुमच्या डिजिटल बिझनेस कार्डसाठी तुम्हाला Tapfolio वर {organisation} मध्ये सामील होण्याचे आमंत्रण दिले आहे.',
    openLink:
      'तुमच्या Tapfolio खात्याने सामील होण्यासाठी, किंवा या पत्त्याने नवीन खाते उघडण्यासाठी ही लिंक उघडा:',
    join: '{organisation} मध्ये सामील व्हा',
    joinWith: '{join}: तुमच्या Tapfolio खात्याने, किंवा या पत्त्याने नवीन खाते उघडून.',
    worksUntil:
      'ही लिंक {until} पर्यंत चालेल. तुम्ही {organisation} ला ओळखत नसाल, तर या ईमेलकडे दुर्लक्ष करा.',
  },
  leadMailTexts: {
    shared: '{name} यांनी तुमच्या Tapfolio कार्डवरून त्यांची माहिती तुमच्यासोबत शेअर केली आहे:',
    name: 'नाव',
    phone: 'फोन',
    email: 'ईमेल',
    company: 'कंपनी',
    note: 'टीप',
    where: 'तुमच्या Tapfolio एडिटरमध्ये {menu} मध्ये त्या तुम्हाला सापडतील:',
  },
} as const satisfies Translation<typeof serverSource>;
