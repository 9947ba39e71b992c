#include "appearance.h"

#include <QApplication>
#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

Appearance::Appearance()
    : m_systemPalette(QApplication::palette())
{
}

QStringList Appearance::ids()
{
    return {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")};
}

QString Appearance::displayName(const QString &id)
{
    if (id == QLatin1String("dark"))
        return QCoreApplication::translate("Appearance", "Dark");
    if (id == QLatin1String("light"))
        return QCoreApplication::translate("Appearance", "Light");
    return QCoreApplication::translate("Appearance", "Follow the system");
}

QString Appearance::apply(const QString &id) const
{
    if (id == QLatin1String("dark")) {
        QApplication::setPalette(darkPalette());
        return id;
    }
    if (id == QLatin1String("light")) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return id;
    }
    QApplication::setPalette(m_systemPalette);
    return QStringLiteral("system");
}

bool Appearance::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QIcon Appearance::iconFor(const QIcon &icon, const QPalette &palette)
{
    if (!isDark(palette) || icon.isNull())
        return icon;
    QIcon tinted;
    for (const int side : {16, 22, 32, 48}) {
        const QPixmap shape = icon.pixmap(side);
        for (const auto &[mode, colourGroup] : {std::pair {QIcon::Normal, QPalette::Active},
                                                std::pair {QIcon::Disabled, QPalette::Disabled}}) {
            QPixmap pixmap = shape;
            QPainter painter(&pixmap);
            painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
            painter.fillRect(pixmap.rect(), palette.color(colourGroup, QPalette::ButtonText));
            painter.end();
            tinted.addPixmap(pixmap, mode);
        }
    }
    return tinted;
}

QPalette Appearance::darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::BrightText, Qt::white);
    dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::ToolTipBase, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::ToolTipText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::PlaceholderText, QColor(0x9e, 0x9e, 0x9e));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    dark.setColor(QPalette::Link, QColor(0x64, 0xb5, 0xf6));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    // The style etches disabled text with the light colour one pixel down: white on dark grey
    // made a disabled menu item look like an enabled one.
    dark.setColor(QPalette::Disabled, QPalette::Light, Qt::transparent);
    return dark;
}
