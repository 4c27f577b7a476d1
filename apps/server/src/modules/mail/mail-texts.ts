import type { Locale } from '@kinframe/contract';

/**
 * Every text of the mails Kinframe sends, in the six interface languages. `{name}`-style
 * placeholders are filled with `interpolate` from the contract. A test fails when a locale misses
 * a text, so adding a mail means adding it in all six.
 */
export interface MailTexts {
  passwordReset: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
    signature: string;
  };
  downloadReady: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    signature: string;
  };
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  'en-US': {
    passwordReset: {
      subject: 'Reset your Kinframe password',
      greeting: 'Hello {name},',
      intro: 'We received a request to reset the password of your Kinframe account. Choose a new password here:',
      action: 'Choose a new password',
      expiry: 'This link works once and expires in {minutes} minutes.',
      ignore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      signature: 'The Kinframe team',
    },
    downloadReady: {
      subject: 'Your Kinframe download is ready',
      greeting: 'Hello {name},',
      intro: 'The {count} photos and videos you chose are packed in one zip file, ready to download:',
      action: 'Download the zip file',
      expiry: 'The link works until {date}.',
      signature: 'The Kinframe team',
    },
  },
  'de-DE': {
    passwordReset: {
      subject: 'Setze dein Kinframe-Passwort zurück',
      greeting: 'Hallo {name},',
      intro:
        'Wir haben eine Anfrage erhalten, das Passwort deines Kinframe-Kontos zurückzusetzen. Hier kannst du ein neues Passwort wählen:',
      action: 'Neues Passwort wählen',
      expiry: 'Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab.',
      ignore:
        'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
      signature: 'Dein Kinframe-Team',
    },
    downloadReady: {
      subject: 'Dein Kinframe-Download ist bereit',
      greeting: 'Hallo {name},',
      intro:
        'Die {count} Fotos und Videos, die du ausgewählt hast, liegen in einer ZIP-Datei zum Herunterladen bereit:',
      action: 'ZIP-Datei herunterladen',
      expiry: 'Der Link funktioniert bis {date}.',
      signature: 'Dein Kinframe-Team',
    },
  },
  'es-ES': {
    passwordReset: {
      subject: 'Restablece tu contraseña de Kinframe',
      greeting: 'Hola, {name}:',
      intro:
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Kinframe. Elige una nueva contraseña aquí:',
      action: 'Elegir una nueva contraseña',
      expiry: 'Este enlace solo funciona una vez y caduca en {minutes} minutos.',
      ignore: 'Si no lo has solicitado, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
      signature: 'El equipo de Kinframe',
    },
    downloadReady: {
      subject: 'Tu descarga de Kinframe está lista',
      greeting: 'Hola, {name}:',
      intro: 'Las {count} fotos y vídeos que elegiste están en un archivo zip, listo para descargar:',
      action: 'Descargar el archivo zip',
      expiry: 'El enlace funciona hasta el {date}.',
      signature: 'El equipo de Kinframe',
    },
  },
  'it-IT': {
    passwordReset: {
      subject: 'Reimposta la tua password di Kinframe',
      greeting: 'Ciao {name},',
      intro:
        'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Kinframe. Scegli una nuova password qui:',
      action: 'Scegli una nuova password',
      expiry: 'Questo link funziona una sola volta e scade tra {minutes} minuti.',
      ignore: 'Se non hai fatto tu questa richiesta, ignora questa email: la tua password resta invariata.',
      signature: 'Il team di Kinframe',
    },
    downloadReady: {
      subject: 'Il tuo download di Kinframe è pronto',
      greeting: 'Ciao {name},',
      intro: 'Le {count} foto e i video che hai scelto sono in un file zip, pronto da scaricare:',
      action: 'Scarica il file zip',
      expiry: 'Il link funziona fino al {date}.',
      signature: 'Il team di Kinframe',
    },
  },
  'jp-JP': {
    passwordReset: {
      subject: 'Kinframe のパスワードの再設定',
      greeting: '{name} 様',
      intro:
        'Kinframe アカウントのパスワード再設定のリクエストを受け付けました。こちらから新しいパスワードを設定してください：',
      action: '新しいパスワードを設定する',
      expiry: 'このリンクは一度だけ使用でき、{minutes} 分後に無効になります。',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      signature: 'Kinframe チーム',
    },
    downloadReady: {
      subject: 'Kinframe のダウンロードの準備ができました',
      greeting: '{name} さん',
      intro: '選択した {count} 件の写真と動画を 1 つの ZIP ファイルにまとめました。こちらからダウンロードできます:',
      action: 'ZIP ファイルをダウンロード',
      expiry: 'このリンクは {date} まで有効です。',
      signature: 'Kinframe チーム',
    },
  },
  'fr-FR': {
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Kinframe',
      greeting: 'Bonjour {name},',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Kinframe. Choisissez un nouveau mot de passe ici :',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      signature: 'L’équipe Kinframe',
    },
    downloadReady: {
      subject: 'Votre téléchargement Kinframe est prêt',
      greeting: 'Bonjour {name},',
      intro:
        'Les {count} photos et vidéos que vous avez choisies sont réunies dans un fichier zip, prêt à télécharger :',
      action: 'Télécharger le fichier zip',
      expiry: 'Le lien fonctionne jusqu’au {date}.',
      signature: 'L’équipe Kinframe',
    },
  },
};
